"""A JSON summary report of files records: stats of bytes per ext."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"path": "src/app.py", "ext": "py", "bytes": 5120, "owner": "ann"}, {"path": "src/util.py", "ext": "py", "bytes": 2048, "owner": "bob"}, {"path": "README.md", "ext": "md", "bytes": 900, "owner": "ann"}, {"path": "data/rows.csv", "ext": "csv", "bytes": 40960, "owner": "cy"}, {"path": "docs/guide.md", "ext": "md", "bytes": 3100, "owner": "bob"}]'
rows = json.loads(raw)

report = {}
for key, group in groupby(sorted(rows, key=itemgetter("ext")), key=itemgetter("ext")):
    values = [r["bytes"] for r in group]
    report[key] = {"count": len(values), "min": min(values), "max": max(values), "mean": round(statistics.mean(values), 3)}
print(json.dumps({"records": len(rows), "by_ext": report}, indent=2, sort_keys=True))
