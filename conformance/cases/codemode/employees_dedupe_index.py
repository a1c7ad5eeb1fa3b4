"""Indexing employees records by name and detecting duplicate dept values."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"name": "Ada", "dept": "eng", "salary": 120000, "years": 5}, {"name": "Ben", "dept": "ops", "salary": 70000, "years": 2}, {"name": "Cai", "dept": "eng", "salary": 98000, "years": 3}, {"name": "Dee", "dept": "sales", "salary": 65000, "years": 7}, {"name": "Eve", "dept": "ops", "salary": 72000, "years": 4}]'
rows = json.loads(raw)

index = {}
for row in rows:
    index.setdefault(row["name"], []).append(row)
print(sorted((k, len(v)) for k, v in index.items()))
seen = set()
duplicates = []
for row in rows:
    key = row["dept"]
    if key in seen:
        duplicates.append(key)
    seen.add(key)
print("duplicate depts:", sorted(set(duplicates)))
print("distinct:", len(seen), "of", len(rows))
