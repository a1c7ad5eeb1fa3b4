"""The top three files records by bytes, with ties broken by owner."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"path": "src/app.py", "ext": "py", "bytes": 5120, "owner": "ann"}, {"path": "src/util.py", "ext": "py", "bytes": 2048, "owner": "bob"}, {"path": "README.md", "ext": "md", "bytes": 900, "owner": "ann"}, {"path": "data/rows.csv", "ext": "csv", "bytes": 40960, "owner": "cy"}, {"path": "docs/guide.md", "ext": "md", "bytes": 3100, "owner": "bob"}]'
rows = json.loads(raw)

ranked = sorted(rows, key=lambda r: (-r["bytes"], str(r["owner"])))
for place, row in enumerate(ranked[:3], 1):
    print(place, row["owner"], row["bytes"])
print("lowest:", min(rows, key=lambda r: r["bytes"])["owner"])
