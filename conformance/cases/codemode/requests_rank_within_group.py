"""Ranking requests records by ms within each endpoint."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"endpoint": "/login", "status": 200, "ms": 35.2, "method": "POST"}, {"endpoint": "/search", "status": 500, "ms": 812.0, "method": "GET"}, {"endpoint": "/login", "status": 401, "ms": 12.9, "method": "POST"}, {"endpoint": "/search", "status": 200, "ms": 95.5, "method": "GET"}, {"endpoint": "/items", "status": 200, "ms": 44.1, "method": "GET"}]'
rows = json.loads(raw)

groups = defaultdict(list)
for row in rows:
    groups[row["endpoint"]].append(row)
for key in sorted(groups):
    ranked = sorted(groups[key], key=lambda r: r["ms"], reverse=True)
    print(key, [(rank, r["method"], r["ms"]) for rank, r in enumerate(ranked, 1)])
best = {key: max(members, key=itemgetter("ms"))["method"] for key, members in groups.items()}
print(dict(sorted(best.items())))
