"""Indexing requests records by method and detecting duplicate endpoint values."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"endpoint": "/login", "status": 200, "ms": 35.2, "method": "POST"}, {"endpoint": "/search", "status": 500, "ms": 812.0, "method": "GET"}, {"endpoint": "/login", "status": 401, "ms": 12.9, "method": "POST"}, {"endpoint": "/search", "status": 200, "ms": 95.5, "method": "GET"}, {"endpoint": "/items", "status": 200, "ms": 44.1, "method": "GET"}]'
rows = json.loads(raw)

index = {}
for row in rows:
    index.setdefault(row["method"], []).append(row)
print(sorted((k, len(v)) for k, v in index.items()))
seen = set()
duplicates = []
for row in rows:
    key = row["endpoint"]
    if key in seen:
        duplicates.append(key)
    seen.add(key)
print("duplicate endpoints:", sorted(set(duplicates)))
print("distinct:", len(seen), "of", len(rows))
