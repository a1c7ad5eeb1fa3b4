"""Filtering orders records with a threshold on total and validating fields."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"id": 1, "customer": "ann", "region": "north", "total": 120.5, "items": 3}, {"id": 2, "customer": "bob", "region": "south", "total": 35.0, "items": 1}, {"id": 3, "customer": "ann", "region": "north", "total": 80.25, "items": 2}, {"id": 4, "customer": "cy", "region": "east", "total": 210.0, "items": 5}, {"id": 5, "customer": "bob", "region": "south", "total": 15.75, "items": 1}]'
rows = json.loads(raw)

threshold = statistics.median(r["total"] for r in rows)
above = [r["customer"] for r in rows if r["total"] > threshold]
print("median:", threshold)
print("above:", above)
problems = []
for index, row in enumerate(rows):
    for field, kind in [("region", str), ("total", (int, float))]:
        if not isinstance(row.get(field), kind):
            problems.append(f"row {index}: bad {field}")
bad = dict(rows[0], **{"total": "n/a"})
if not isinstance(bad["total"], (int, float)):
    problems.append("patched row: total is not a number")
print(problems)
