"""The top three products records by price, with ties broken by sku."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"sku": "A-1", "category": "tools", "price": 19.99, "stock": 12}, {"sku": "B-7", "category": "garden", "price": 5.49, "stock": 0}, {"sku": "A-9", "category": "tools", "price": 149.0, "stock": 3}, {"sku": "C-2", "category": "kitchen", "price": 24.5, "stock": 40}, {"sku": "B-3", "category": "garden", "price": 12.0, "stock": 7}]'
rows = json.loads(raw)

ranked = sorted(rows, key=lambda r: (-r["price"], str(r["sku"])))
for place, row in enumerate(ranked[:3], 1):
    print(place, row["sku"], row["price"])
print("lowest:", min(rows, key=lambda r: r["price"])["sku"])
