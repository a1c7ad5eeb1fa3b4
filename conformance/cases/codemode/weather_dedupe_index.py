"""Indexing weather records by month and detecting duplicate city values."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"city": "Oslo", "month": "jan", "temp": -4.5, "rain": 49}, {"city": "Rome", "month": "jan", "temp": 8.1, "rain": 67}, {"city": "Oslo", "month": "jul", "temp": 17.2, "rain": 81}, {"city": "Rome", "month": "jul", "temp": 25.4, "rain": 19}, {"city": "Cairo", "month": "jul", "temp": 28.9, "rain": 0}]'
rows = json.loads(raw)

index = {}
for row in rows:
    index.setdefault(row["month"], []).append(row)
print(sorted((k, len(v)) for k, v in index.items()))
seen = set()
duplicates = []
for row in rows:
    key = row["city"]
    if key in seen:
        duplicates.append(key)
    seen.add(key)
print("duplicate citys:", sorted(set(duplicates)))
print("distinct:", len(seen), "of", len(rows))
