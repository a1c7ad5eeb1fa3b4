"""Rendering requests records as an aligned markdown table."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"endpoint": "/login", "status": 200, "ms": 35.2, "method": "POST"}, {"endpoint": "/search", "status": 500, "ms": 812.0, "method": "GET"}, {"endpoint": "/login", "status": 401, "ms": 12.9, "method": "POST"}, {"endpoint": "/search", "status": 200, "ms": 95.5, "method": "GET"}, {"endpoint": "/items", "status": 200, "ms": 44.1, "method": "GET"}]'
rows = json.loads(raw)

columns = list(rows[0])
widths = {c: max(len(c), *(len(str(r[c])) for r in rows)) for c in columns}
print("| " + " | ".join(c.ljust(widths[c]) for c in columns) + " |")
print("|" + "|".join("-" * (widths[c] + 2) for c in columns) + "|")
for row in rows:
    cells = [str(row[c]).rjust(widths[c]) if isinstance(row[c], (int, float)) else str(row[c]).ljust(widths[c]) for c in columns]
    print("| " + " | ".join(cells) + " |")
