"""Grouping orders records by region and totalling total."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"id": 1, "customer": "ann", "region": "north", "total": 120.5, "items": 3}, {"id": 2, "customer": "bob", "region": "south", "total": 35.0, "items": 1}, {"id": 3, "customer": "ann", "region": "north", "total": 80.25, "items": 2}, {"id": 4, "customer": "cy", "region": "east", "total": 210.0, "items": 5}, {"id": 5, "customer": "bob", "region": "south", "total": 15.75, "items": 1}]'
rows = json.loads(raw)

totals = defaultdict(float)
counts = Counter()
for row in rows:
    totals[row["region"]] += row["total"]
    counts[row["region"]] += 1
for key in sorted(totals, key=lambda k: (-totals[k], k)):
    print(f"{key:<10} n={counts[key]} total={totals[key]:,.2f} mean={totals[key] / counts[key]:.2f}")
