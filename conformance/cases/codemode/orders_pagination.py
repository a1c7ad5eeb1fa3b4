"""Paginating orders records sorted by customer, two per page."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"id": 1, "customer": "ann", "region": "north", "total": 120.5, "items": 3}, {"id": 2, "customer": "bob", "region": "south", "total": 35.0, "items": 1}, {"id": 3, "customer": "ann", "region": "north", "total": 80.25, "items": 2}, {"id": 4, "customer": "cy", "region": "east", "total": 210.0, "items": 5}, {"id": 5, "customer": "bob", "region": "south", "total": 15.75, "items": 1}]'
rows = json.loads(raw)

ordered = sorted(rows, key=lambda r: str(r["customer"]))
page_size = 2
pages = [ordered[i:i + page_size] for i in range(0, len(ordered), page_size)]
for number, page in enumerate(pages, 1):
    labels = ", ".join(str(r["customer"]) for r in page)
    print(f"page {number}/{len(pages)}: {labels}")
print(json.dumps({"page": 2, "items": pages[1]}, sort_keys=True))
