"""Each requests record's share of the total ms, as percentages."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"endpoint": "/login", "status": 200, "ms": 35.2, "method": "POST"}, {"endpoint": "/search", "status": 500, "ms": 812.0, "method": "GET"}, {"endpoint": "/login", "status": 401, "ms": 12.9, "method": "POST"}, {"endpoint": "/search", "status": 200, "ms": 95.5, "method": "GET"}, {"endpoint": "/items", "status": 200, "ms": 44.1, "method": "GET"}]'
rows = json.loads(raw)

total = sum(r["ms"] for r in rows)
for row in sorted(rows, key=lambda r: r["ms"], reverse=True):
    share = row["ms"] / total if total else 0
    bar = "#" * round(share * 20)
    print(f"{str(row['method']):<12} {share:6.1%} {bar}")
print(f"total {total:.2f}")
