"""Each files record's share of the total bytes, as percentages."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"path": "src/app.py", "ext": "py", "bytes": 5120, "owner": "ann"}, {"path": "src/util.py", "ext": "py", "bytes": 2048, "owner": "bob"}, {"path": "README.md", "ext": "md", "bytes": 900, "owner": "ann"}, {"path": "data/rows.csv", "ext": "csv", "bytes": 40960, "owner": "cy"}, {"path": "docs/guide.md", "ext": "md", "bytes": 3100, "owner": "bob"}]'
rows = json.loads(raw)

total = sum(r["bytes"] for r in rows)
for row in sorted(rows, key=lambda r: r["bytes"], reverse=True):
    share = row["bytes"] / total if total else 0
    bar = "#" * round(share * 20)
    print(f"{str(row['owner']):<12} {share:6.1%} {bar}")
print(f"total {total:.2f}")
