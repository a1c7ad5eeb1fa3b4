"""A JSON summary report of products records: stats of price per category."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"sku": "A-1", "category": "tools", "price": 19.99, "stock": 12}, {"sku": "B-7", "category": "garden", "price": 5.49, "stock": 0}, {"sku": "A-9", "category": "tools", "price": 149.0, "stock": 3}, {"sku": "C-2", "category": "kitchen", "price": 24.5, "stock": 40}, {"sku": "B-3", "category": "garden", "price": 12.0, "stock": 7}]'
rows = json.loads(raw)

report = {}
for key, group in groupby(sorted(rows, key=itemgetter("category")), key=itemgetter("category")):
    values = [r["price"] for r in group]
    report[key] = {"count": len(values), "min": min(values), "max": max(values), "mean": round(statistics.mean(values), 3)}
print(json.dumps({"records": len(rows), "by_category": report}, indent=2, sort_keys=True))
