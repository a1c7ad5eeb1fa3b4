"""Each orders record's share of the total total, as percentages."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"id": 1, "customer": "ann", "region": "north", "total": 120.5, "items": 3}, {"id": 2, "customer": "bob", "region": "south", "total": 35.0, "items": 1}, {"id": 3, "customer": "ann", "region": "north", "total": 80.25, "items": 2}, {"id": 4, "customer": "cy", "region": "east", "total": 210.0, "items": 5}, {"id": 5, "customer": "bob", "region": "south", "total": 15.75, "items": 1}]'
rows = json.loads(raw)

total = sum(r["total"] for r in rows)
for row in sorted(rows, key=lambda r: r["total"], reverse=True):
    share = row["total"] / total if total else 0
    bar = "#" * round(share * 20)
    print(f"{str(row['customer']):<12} {share:6.1%} {bar}")
print(f"total {total:.2f}")
