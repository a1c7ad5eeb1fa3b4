"""Paginating weather records sorted by month, two per page."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"city": "Oslo", "month": "jan", "temp": -4.5, "rain": 49}, {"city": "Rome", "month": "jan", "temp": 8.1, "rain": 67}, {"city": "Oslo", "month": "jul", "temp": 17.2, "rain": 81}, {"city": "Rome", "month": "jul", "temp": 25.4, "rain": 19}, {"city": "Cairo", "month": "jul", "temp": 28.9, "rain": 0}]'
rows = json.loads(raw)

ordered = sorted(rows, key=lambda r: str(r["month"]))
page_size = 2
pages = [ordered[i:i + page_size] for i in range(0, len(ordered), page_size)]
for number, page in enumerate(pages, 1):
    labels = ", ".join(str(r["month"]) for r in page)
    print(f"page {number}/{len(pages)}: {labels}")
print(json.dumps({"page": 2, "items": pages[1]}, sort_keys=True))
