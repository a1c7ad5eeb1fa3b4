"""Indexing products records by sku and detecting duplicate category values."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"sku": "A-1", "category": "tools", "price": 19.99, "stock": 12}, {"sku": "B-7", "category": "garden", "price": 5.49, "stock": 0}, {"sku": "A-9", "category": "tools", "price": 149.0, "stock": 3}, {"sku": "C-2", "category": "kitchen", "price": 24.5, "stock": 40}, {"sku": "B-3", "category": "garden", "price": 12.0, "stock": 7}]'
rows = json.loads(raw)

index = {}
for row in rows:
    index.setdefault(row["sku"], []).append(row)
print(sorted((k, len(v)) for k, v in index.items()))
seen = set()
duplicates = []
for row in rows:
    key = row["category"]
    if key in seen:
        duplicates.append(key)
    seen.add(key)
print("duplicate categorys:", sorted(set(duplicates)))
print("distinct:", len(seen), "of", len(rows))
