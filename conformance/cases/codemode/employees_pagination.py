"""Paginating employees records sorted by name, two per page."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"name": "Ada", "dept": "eng", "salary": 120000, "years": 5}, {"name": "Ben", "dept": "ops", "salary": 70000, "years": 2}, {"name": "Cai", "dept": "eng", "salary": 98000, "years": 3}, {"name": "Dee", "dept": "sales", "salary": 65000, "years": 7}, {"name": "Eve", "dept": "ops", "salary": 72000, "years": 4}]'
rows = json.loads(raw)

ordered = sorted(rows, key=lambda r: str(r["name"]))
page_size = 2
pages = [ordered[i:i + page_size] for i in range(0, len(ordered), page_size)]
for number, page in enumerate(pages, 1):
    labels = ", ".join(str(r["name"]) for r in page)
    print(f"page {number}/{len(pages)}: {labels}")
print(json.dumps({"page": 2, "items": pages[1]}, sort_keys=True))
