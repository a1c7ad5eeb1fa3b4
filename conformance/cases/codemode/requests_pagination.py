"""Paginating requests records sorted by method, two per page."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"endpoint": "/login", "status": 200, "ms": 35.2, "method": "POST"}, {"endpoint": "/search", "status": 500, "ms": 812.0, "method": "GET"}, {"endpoint": "/login", "status": 401, "ms": 12.9, "method": "POST"}, {"endpoint": "/search", "status": 200, "ms": 95.5, "method": "GET"}, {"endpoint": "/items", "status": 200, "ms": 44.1, "method": "GET"}]'
rows = json.loads(raw)

ordered = sorted(rows, key=lambda r: str(r["method"]))
page_size = 2
pages = [ordered[i:i + page_size] for i in range(0, len(ordered), page_size)]
for number, page in enumerate(pages, 1):
    labels = ", ".join(str(r["method"]) for r in page)
    print(f"page {number}/{len(pages)}: {labels}")
print(json.dumps({"page": 2, "items": pages[1]}, sort_keys=True))
