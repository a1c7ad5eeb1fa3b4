"""Paginating products records sorted by sku, two per page."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"sku": "A-1", "category": "tools", "price": 19.99, "stock": 12}, {"sku": "B-7", "category": "garden", "price": 5.49, "stock": 0}, {"sku": "A-9", "category": "tools", "price": 149.0, "stock": 3}, {"sku": "C-2", "category": "kitchen", "price": 24.5, "stock": 40}, {"sku": "B-3", "category": "garden", "price": 12.0, "stock": 7}]'
rows = json.loads(raw)

ordered = sorted(rows, key=lambda r: str(r["sku"]))
page_size = 2
pages = [ordered[i:i + page_size] for i in range(0, len(ordered), page_size)]
for number, page in enumerate(pages, 1):
    labels = ", ".join(str(r["sku"]) for r in page)
    print(f"page {number}/{len(pages)}: {labels}")
print(json.dumps({"page": 2, "items": pages[1]}, sort_keys=True))
