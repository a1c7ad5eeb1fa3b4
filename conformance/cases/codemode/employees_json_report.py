"""A JSON summary report of employees records: stats of salary per dept."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"name": "Ada", "dept": "eng", "salary": 120000, "years": 5}, {"name": "Ben", "dept": "ops", "salary": 70000, "years": 2}, {"name": "Cai", "dept": "eng", "salary": 98000, "years": 3}, {"name": "Dee", "dept": "sales", "salary": 65000, "years": 7}, {"name": "Eve", "dept": "ops", "salary": 72000, "years": 4}]'
rows = json.loads(raw)

report = {}
for key, group in groupby(sorted(rows, key=itemgetter("dept")), key=itemgetter("dept")):
    values = [r["salary"] for r in group]
    report[key] = {"count": len(values), "min": min(values), "max": max(values), "mean": round(statistics.mean(values), 3)}
print(json.dumps({"records": len(rows), "by_dept": report}, indent=2, sort_keys=True))
