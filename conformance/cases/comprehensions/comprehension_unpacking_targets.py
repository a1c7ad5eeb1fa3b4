# Checks tuple unpacking and starred targets inside comprehension for clauses.
points = [(1, 2), (3, 4), (5, 6)]
print([x + y for x, y in points])
print([(y, x) for x, y in points])
triples = [(1, (2, 3)), (4, (5, 6))]
print([a + b + c for a, (b, c) in triples])
rows = [[1, 2, 3, 4], [5, 6], [7]]
print([(first, rest) for first, *rest in rows])
print([last for *_, last in rows])
records = {"a": [1, 2], "b": [3, 4]}
print([k + str(v1 + v2) for k, (v1, v2) in records.items()])
print([(i, k, v) for i, (k, v) in enumerate(records.items())])
print({name: total for name, *scores, total in [("x", 1, 2, 3), ("y", 9)]})
grid = [[(r, c) for c in range(2)] for r in range(2)]
print([r * 10 + c for row in grid for r, c in row])
print(sorted((v, k) for k, v in {"p": 3, "q": 1, "r": 2}.items()))
print([a for a, in [(1,), (2,), (3,)]])
