"""Ranking files records by bytes within each ext."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"path": "src/app.py", "ext": "py", "bytes": 5120, "owner": "ann"}, {"path": "src/util.py", "ext": "py", "bytes": 2048, "owner": "bob"}, {"path": "README.md", "ext": "md", "bytes": 900, "owner": "ann"}, {"path": "data/rows.csv", "ext": "csv", "bytes": 40960, "owner": "cy"}, {"path": "docs/guide.md", "ext": "md", "bytes": 3100, "owner": "bob"}]'
rows = json.loads(raw)

groups = defaultdict(list)
for row in rows:
    groups[row["ext"]].append(row)
for key in sorted(groups):
    ranked = sorted(groups[key], key=lambda r: r["bytes"], reverse=True)
    print(key, [(rank, r["owner"], r["bytes"]) for rank, r in enumerate(ranked, 1)])
best = {key: max(members, key=itemgetter("bytes"))["owner"] for key, members in groups.items()}
print(dict(sorted(best.items())))
