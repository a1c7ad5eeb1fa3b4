"""Grouping requests records by endpoint and totalling ms."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"endpoint": "/login", "status": 200, "ms": 35.2, "method": "POST"}, {"endpoint": "/search", "status": 500, "ms": 812.0, "method": "GET"}, {"endpoint": "/login", "status": 401, "ms": 12.9, "method": "POST"}, {"endpoint": "/search", "status": 200, "ms": 95.5, "method": "GET"}, {"endpoint": "/items", "status": 200, "ms": 44.1, "method": "GET"}]'
rows = json.loads(raw)

totals = defaultdict(float)
counts = Counter()
for row in rows:
    totals[row["endpoint"]] += row["ms"]
    counts[row["endpoint"]] += 1
for key in sorted(totals, key=lambda k: (-totals[k], k)):
    print(f"{key:<10} n={counts[key]} total={totals[key]:,.2f} mean={totals[key] / counts[key]:.2f}")
