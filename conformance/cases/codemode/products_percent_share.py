"""Each products record's share of the total price, as percentages."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"sku": "A-1", "category": "tools", "price": 19.99, "stock": 12}, {"sku": "B-7", "category": "garden", "price": 5.49, "stock": 0}, {"sku": "A-9", "category": "tools", "price": 149.0, "stock": 3}, {"sku": "C-2", "category": "kitchen", "price": 24.5, "stock": 40}, {"sku": "B-3", "category": "garden", "price": 12.0, "stock": 7}]'
rows = json.loads(raw)

total = sum(r["price"] for r in rows)
for row in sorted(rows, key=lambda r: r["price"], reverse=True):
    share = row["price"] / total if total else 0
    bar = "#" * round(share * 20)
    print(f"{str(row['sku']):<12} {share:6.1%} {bar}")
print(f"total {total:.2f}")
