"""Ranking orders records by total within each region."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"id": 1, "customer": "ann", "region": "north", "total": 120.5, "items": 3}, {"id": 2, "customer": "bob", "region": "south", "total": 35.0, "items": 1}, {"id": 3, "customer": "ann", "region": "north", "total": 80.25, "items": 2}, {"id": 4, "customer": "cy", "region": "east", "total": 210.0, "items": 5}, {"id": 5, "customer": "bob", "region": "south", "total": 15.75, "items": 1}]'
rows = json.loads(raw)

groups = defaultdict(list)
for row in rows:
    groups[row["region"]].append(row)
for key in sorted(groups):
    ranked = sorted(groups[key], key=lambda r: r["total"], reverse=True)
    print(key, [(rank, r["customer"], r["total"]) for rank, r in enumerate(ranked, 1)])
best = {key: max(members, key=itemgetter("total"))["customer"] for key, members in groups.items()}
print(dict(sorted(best.items())))
