"""Indexing orders records by customer and detecting duplicate region values."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"id": 1, "customer": "ann", "region": "north", "total": 120.5, "items": 3}, {"id": 2, "customer": "bob", "region": "south", "total": 35.0, "items": 1}, {"id": 3, "customer": "ann", "region": "north", "total": 80.25, "items": 2}, {"id": 4, "customer": "cy", "region": "east", "total": 210.0, "items": 5}, {"id": 5, "customer": "bob", "region": "south", "total": 15.75, "items": 1}]'
rows = json.loads(raw)

index = {}
for row in rows:
    index.setdefault(row["customer"], []).append(row)
print(sorted((k, len(v)) for k, v in index.items()))
seen = set()
duplicates = []
for row in rows:
    key = row["region"]
    if key in seen:
        duplicates.append(key)
    seen.add(key)
print("duplicate regions:", sorted(set(duplicates)))
print("distinct:", len(seen), "of", len(rows))
