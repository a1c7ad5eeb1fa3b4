"""Ranking employees records by salary within each dept."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"name": "Ada", "dept": "eng", "salary": 120000, "years": 5}, {"name": "Ben", "dept": "ops", "salary": 70000, "years": 2}, {"name": "Cai", "dept": "eng", "salary": 98000, "years": 3}, {"name": "Dee", "dept": "sales", "salary": 65000, "years": 7}, {"name": "Eve", "dept": "ops", "salary": 72000, "years": 4}]'
rows = json.loads(raw)

groups = defaultdict(list)
for row in rows:
    groups[row["dept"]].append(row)
for key in sorted(groups):
    ranked = sorted(groups[key], key=lambda r: r["salary"], reverse=True)
    print(key, [(rank, r["name"], r["salary"]) for rank, r in enumerate(ranked, 1)])
best = {key: max(members, key=itemgetter("salary"))["name"] for key, members in groups.items()}
print(dict(sorted(best.items())))
