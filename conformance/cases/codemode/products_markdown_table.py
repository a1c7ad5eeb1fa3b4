"""Rendering products records as an aligned markdown table."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"sku": "A-1", "category": "tools", "price": 19.99, "stock": 12}, {"sku": "B-7", "category": "garden", "price": 5.49, "stock": 0}, {"sku": "A-9", "category": "tools", "price": 149.0, "stock": 3}, {"sku": "C-2", "category": "kitchen", "price": 24.5, "stock": 40}, {"sku": "B-3", "category": "garden", "price": 12.0, "stock": 7}]'
rows = json.loads(raw)

columns = list(rows[0])
widths = {c: max(len(c), *(len(str(r[c])) for r in rows)) for c in columns}
print("| " + " | ".join(c.ljust(widths[c]) for c in columns) + " |")
print("|" + "|".join("-" * (widths[c] + 2) for c in columns) + "|")
for row in rows:
    cells = [str(row[c]).rjust(widths[c]) if isinstance(row[c], (int, float)) else str(row[c]).ljust(widths[c]) for c in columns]
    print("| " + " | ".join(cells) + " |")
