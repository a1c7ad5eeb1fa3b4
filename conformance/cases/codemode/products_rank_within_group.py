"""Ranking products records by price within each category."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"sku": "A-1", "category": "tools", "price": 19.99, "stock": 12}, {"sku": "B-7", "category": "garden", "price": 5.49, "stock": 0}, {"sku": "A-9", "category": "tools", "price": 149.0, "stock": 3}, {"sku": "C-2", "category": "kitchen", "price": 24.5, "stock": 40}, {"sku": "B-3", "category": "garden", "price": 12.0, "stock": 7}]'
rows = json.loads(raw)

groups = defaultdict(list)
for row in rows:
    groups[row["category"]].append(row)
for key in sorted(groups):
    ranked = sorted(groups[key], key=lambda r: r["price"], reverse=True)
    print(key, [(rank, r["sku"], r["price"]) for rank, r in enumerate(ranked, 1)])
best = {key: max(members, key=itemgetter("price"))["sku"] for key, members in groups.items()}
print(dict(sorted(best.items())))
