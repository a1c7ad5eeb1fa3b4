from itertools import groupby
from operator import itemgetter

sales = [
    ("2024-01", "north", 120), ("2024-01", "south", 80), ("2024-02", "north", 95),
    ("2024-02", "south", 130), ("2024-02", "east", 40), ("2024-03", "north", 60),
]
for month, rows in groupby(sales, key=itemgetter(0)):
    rows = list(rows)
    total = sum(r[2] for r in rows)
    best = max(rows, key=itemgetter(2))
    print(f"{month}: total={total:4d} best={best[1]}")
by_region = sorted(sales, key=itemgetter(1))
print({k: sum(r[2] for r in g) for k, g in groupby(by_region, key=itemgetter(1))})
print([(k, len(list(g))) for k, g in groupby("aaabccdddd")])
print([k for k, _ in groupby([1, 1, 2, 1, 1])])
runs = [(k, sum(1 for _ in g)) for k, g in groupby([True, True, False, True])]
print(runs)
print(list(groupby([])))
