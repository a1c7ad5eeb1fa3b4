"""Exporting products records to CSV text with csv.DictWriter and reading it back."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"sku": "A-1", "category": "tools", "price": 19.99, "stock": 12}, {"sku": "B-7", "category": "garden", "price": 5.49, "stock": 0}, {"sku": "A-9", "category": "tools", "price": 149.0, "stock": 3}, {"sku": "C-2", "category": "kitchen", "price": 24.5, "stock": 40}, {"sku": "B-3", "category": "garden", "price": 12.0, "stock": 7}]'
rows = json.loads(raw)

import csv
import io

buffer = io.StringIO()
writer = csv.DictWriter(buffer, fieldnames=list(rows[0]), lineterminator="\n")
writer.writeheader()
writer.writerows(rows)
text = buffer.getvalue()
print(text, end="")
back = list(csv.DictReader(io.StringIO(text)))
print(len(back), back[0])
print(all(str(a["price"]) == b["price"] for a, b in zip(rows, back)))
