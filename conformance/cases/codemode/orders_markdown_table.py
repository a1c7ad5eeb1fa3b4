"""Rendering orders records as an aligned markdown table."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"id": 1, "customer": "ann", "region": "north", "total": 120.5, "items": 3}, {"id": 2, "customer": "bob", "region": "south", "total": 35.0, "items": 1}, {"id": 3, "customer": "ann", "region": "north", "total": 80.25, "items": 2}, {"id": 4, "customer": "cy", "region": "east", "total": 210.0, "items": 5}, {"id": 5, "customer": "bob", "region": "south", "total": 15.75, "items": 1}]'
rows = json.loads(raw)

columns = list(rows[0])
widths = {c: max(len(c), *(len(str(r[c])) for r in rows)) for c in columns}
print("| " + " | ".join(c.ljust(widths[c]) for c in columns) + " |")
print("|" + "|".join("-" * (widths[c] + 2) for c in columns) + "|")
for row in rows:
    cells = [str(row[c]).rjust(widths[c]) if isinstance(row[c], (int, float)) else str(row[c]).ljust(widths[c]) for c in columns]
    print("| " + " | ".join(cells) + " |")
