"""Filtering products records with a threshold on price and validating fields."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"sku": "A-1", "category": "tools", "price": 19.99, "stock": 12}, {"sku": "B-7", "category": "garden", "price": 5.49, "stock": 0}, {"sku": "A-9", "category": "tools", "price": 149.0, "stock": 3}, {"sku": "C-2", "category": "kitchen", "price": 24.5, "stock": 40}, {"sku": "B-3", "category": "garden", "price": 12.0, "stock": 7}]'
rows = json.loads(raw)

threshold = statistics.median(r["price"] for r in rows)
above = [r["sku"] for r in rows if r["price"] > threshold]
print("median:", threshold)
print("above:", above)
problems = []
for index, row in enumerate(rows):
    for field, kind in [("category", str), ("price", (int, float))]:
        if not isinstance(row.get(field), kind):
            problems.append(f"row {index}: bad {field}")
bad = dict(rows[0], **{"price": "n/a"})
if not isinstance(bad["price"], (int, float)):
    problems.append("patched row: price is not a number")
print(problems)
