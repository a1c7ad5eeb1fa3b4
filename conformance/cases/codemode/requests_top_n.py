"""The top three requests records by ms, with ties broken by method."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"endpoint": "/login", "status": 200, "ms": 35.2, "method": "POST"}, {"endpoint": "/search", "status": 500, "ms": 812.0, "method": "GET"}, {"endpoint": "/login", "status": 401, "ms": 12.9, "method": "POST"}, {"endpoint": "/search", "status": 200, "ms": 95.5, "method": "GET"}, {"endpoint": "/items", "status": 200, "ms": 44.1, "method": "GET"}]'
rows = json.loads(raw)

ranked = sorted(rows, key=lambda r: (-r["ms"], str(r["method"])))
for place, row in enumerate(ranked[:3], 1):
    print(place, row["method"], row["ms"])
print("lowest:", min(rows, key=lambda r: r["ms"])["method"])
