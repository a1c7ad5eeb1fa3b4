"""A JSON summary report of requests records: stats of ms per endpoint."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"endpoint": "/login", "status": 200, "ms": 35.2, "method": "POST"}, {"endpoint": "/search", "status": 500, "ms": 812.0, "method": "GET"}, {"endpoint": "/login", "status": 401, "ms": 12.9, "method": "POST"}, {"endpoint": "/search", "status": 200, "ms": 95.5, "method": "GET"}, {"endpoint": "/items", "status": 200, "ms": 44.1, "method": "GET"}]'
rows = json.loads(raw)

report = {}
for key, group in groupby(sorted(rows, key=itemgetter("endpoint")), key=itemgetter("endpoint")):
    values = [r["ms"] for r in group]
    report[key] = {"count": len(values), "min": min(values), "max": max(values), "mean": round(statistics.mean(values), 3)}
print(json.dumps({"records": len(rows), "by_endpoint": report}, indent=2, sort_keys=True))
