"""Indexing files records by owner and detecting duplicate ext values."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"path": "src/app.py", "ext": "py", "bytes": 5120, "owner": "ann"}, {"path": "src/util.py", "ext": "py", "bytes": 2048, "owner": "bob"}, {"path": "README.md", "ext": "md", "bytes": 900, "owner": "ann"}, {"path": "data/rows.csv", "ext": "csv", "bytes": 40960, "owner": "cy"}, {"path": "docs/guide.md", "ext": "md", "bytes": 3100, "owner": "bob"}]'
rows = json.loads(raw)

index = {}
for row in rows:
    index.setdefault(row["owner"], []).append(row)
print(sorted((k, len(v)) for k, v in index.items()))
seen = set()
duplicates = []
for row in rows:
    key = row["ext"]
    if key in seen:
        duplicates.append(key)
    seen.add(key)
print("duplicate exts:", sorted(set(duplicates)))
print("distinct:", len(seen), "of", len(rows))
