"""Rendering employees records as an aligned markdown table."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"name": "Ada", "dept": "eng", "salary": 120000, "years": 5}, {"name": "Ben", "dept": "ops", "salary": 70000, "years": 2}, {"name": "Cai", "dept": "eng", "salary": 98000, "years": 3}, {"name": "Dee", "dept": "sales", "salary": 65000, "years": 7}, {"name": "Eve", "dept": "ops", "salary": 72000, "years": 4}]'
rows = json.loads(raw)

columns = list(rows[0])
widths = {c: max(len(c), *(len(str(r[c])) for r in rows)) for c in columns}
print("| " + " | ".join(c.ljust(widths[c]) for c in columns) + " |")
print("|" + "|".join("-" * (widths[c] + 2) for c in columns) + "|")
for row in rows:
    cells = [str(row[c]).rjust(widths[c]) if isinstance(row[c], (int, float)) else str(row[c]).ljust(widths[c]) for c in columns]
    print("| " + " | ".join(cells) + " |")
