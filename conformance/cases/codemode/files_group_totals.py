"""Grouping files records by ext and totalling bytes."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"path": "src/app.py", "ext": "py", "bytes": 5120, "owner": "ann"}, {"path": "src/util.py", "ext": "py", "bytes": 2048, "owner": "bob"}, {"path": "README.md", "ext": "md", "bytes": 900, "owner": "ann"}, {"path": "data/rows.csv", "ext": "csv", "bytes": 40960, "owner": "cy"}, {"path": "docs/guide.md", "ext": "md", "bytes": 3100, "owner": "bob"}]'
rows = json.loads(raw)

totals = defaultdict(float)
counts = Counter()
for row in rows:
    totals[row["ext"]] += row["bytes"]
    counts[row["ext"]] += 1
for key in sorted(totals, key=lambda k: (-totals[k], k)):
    print(f"{key:<10} n={counts[key]} total={totals[key]:,.2f} mean={totals[key] / counts[key]:.2f}")
