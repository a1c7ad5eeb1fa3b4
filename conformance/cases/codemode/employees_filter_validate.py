"""Filtering employees records with a threshold on salary and validating fields."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"name": "Ada", "dept": "eng", "salary": 120000, "years": 5}, {"name": "Ben", "dept": "ops", "salary": 70000, "years": 2}, {"name": "Cai", "dept": "eng", "salary": 98000, "years": 3}, {"name": "Dee", "dept": "sales", "salary": 65000, "years": 7}, {"name": "Eve", "dept": "ops", "salary": 72000, "years": 4}]'
rows = json.loads(raw)

threshold = statistics.median(r["salary"] for r in rows)
above = [r["name"] for r in rows if r["salary"] > threshold]
print("median:", threshold)
print("above:", above)
problems = []
for index, row in enumerate(rows):
    for field, kind in [("dept", str), ("salary", (int, float))]:
        if not isinstance(row.get(field), kind):
            problems.append(f"row {index}: bad {field}")
bad = dict(rows[0], **{"salary": "n/a"})
if not isinstance(bad["salary"], (int, float)):
    problems.append("patched row: salary is not a number")
print(problems)
