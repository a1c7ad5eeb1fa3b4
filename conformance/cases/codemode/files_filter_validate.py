"""Filtering files records with a threshold on bytes and validating fields."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"path": "src/app.py", "ext": "py", "bytes": 5120, "owner": "ann"}, {"path": "src/util.py", "ext": "py", "bytes": 2048, "owner": "bob"}, {"path": "README.md", "ext": "md", "bytes": 900, "owner": "ann"}, {"path": "data/rows.csv", "ext": "csv", "bytes": 40960, "owner": "cy"}, {"path": "docs/guide.md", "ext": "md", "bytes": 3100, "owner": "bob"}]'
rows = json.loads(raw)

threshold = statistics.median(r["bytes"] for r in rows)
above = [r["owner"] for r in rows if r["bytes"] > threshold]
print("median:", threshold)
print("above:", above)
problems = []
for index, row in enumerate(rows):
    for field, kind in [("ext", str), ("bytes", (int, float))]:
        if not isinstance(row.get(field), kind):
            problems.append(f"row {index}: bad {field}")
bad = dict(rows[0], **{"bytes": "n/a"})
if not isinstance(bad["bytes"], (int, float)):
    problems.append("patched row: bytes is not a number")
print(problems)
