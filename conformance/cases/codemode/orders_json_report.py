"""A JSON summary report of orders records: stats of total per region."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"id": 1, "customer": "ann", "region": "north", "total": 120.5, "items": 3}, {"id": 2, "customer": "bob", "region": "south", "total": 35.0, "items": 1}, {"id": 3, "customer": "ann", "region": "north", "total": 80.25, "items": 2}, {"id": 4, "customer": "cy", "region": "east", "total": 210.0, "items": 5}, {"id": 5, "customer": "bob", "region": "south", "total": 15.75, "items": 1}]'
rows = json.loads(raw)

report = {}
for key, group in groupby(sorted(rows, key=itemgetter("region")), key=itemgetter("region")):
    values = [r["total"] for r in group]
    report[key] = {"count": len(values), "min": min(values), "max": max(values), "mean": round(statistics.mean(values), 3)}
print(json.dumps({"records": len(rows), "by_region": report}, indent=2, sort_keys=True))
