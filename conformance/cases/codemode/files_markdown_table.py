"""Rendering files records as an aligned markdown table."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"path": "src/app.py", "ext": "py", "bytes": 5120, "owner": "ann"}, {"path": "src/util.py", "ext": "py", "bytes": 2048, "owner": "bob"}, {"path": "README.md", "ext": "md", "bytes": 900, "owner": "ann"}, {"path": "data/rows.csv", "ext": "csv", "bytes": 40960, "owner": "cy"}, {"path": "docs/guide.md", "ext": "md", "bytes": 3100, "owner": "bob"}]'
rows = json.loads(raw)

columns = list(rows[0])
widths = {c: max(len(c), *(len(str(r[c])) for r in rows)) for c in columns}
print("| " + " | ".join(c.ljust(widths[c]) for c in columns) + " |")
print("|" + "|".join("-" * (widths[c] + 2) for c in columns) + "|")
for row in rows:
    cells = [str(row[c]).rjust(widths[c]) if isinstance(row[c], (int, float)) else str(row[c]).ljust(widths[c]) for c in columns]
    print("| " + " | ".join(cells) + " |")
