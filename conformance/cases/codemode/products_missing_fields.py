"""Checking products records for missing and extra fields against a schema."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"sku": "A-1", "category": "tools", "price": 19.99, "stock": 12}, {"sku": "B-7", "category": "garden", "price": 5.49, "stock": 0}, {"sku": "A-9", "category": "tools", "price": 149.0, "stock": 3}, {"sku": "C-2", "category": "kitchen", "price": 24.5, "stock": 40}, {"sku": "B-3", "category": "garden", "price": 12.0, "stock": 7}]'
rows = json.loads(raw)

schema = set(rows[0])
variants = rows + [{k: v for k, v in rows[0].items() if k != "price"}, dict(rows[1], extra=True)]
for number, row in enumerate(variants):
    missing = sorted(schema - row.keys())
    extra = sorted(row.keys() - schema)
    if missing or extra:
        print(f"record {number}: missing={missing} extra={extra}")
print("checked", len(variants))
try:
    print(variants[-2]["price"])
except KeyError as error:
    print("KeyError:", error)
