"""Each employees record's share of the total salary, as percentages."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"name": "Ada", "dept": "eng", "salary": 120000, "years": 5}, {"name": "Ben", "dept": "ops", "salary": 70000, "years": 2}, {"name": "Cai", "dept": "eng", "salary": 98000, "years": 3}, {"name": "Dee", "dept": "sales", "salary": 65000, "years": 7}, {"name": "Eve", "dept": "ops", "salary": 72000, "years": 4}]'
rows = json.loads(raw)

total = sum(r["salary"] for r in rows)
for row in sorted(rows, key=lambda r: r["salary"], reverse=True):
    share = row["salary"] / total if total else 0
    bar = "#" * round(share * 20)
    print(f"{str(row['name']):<12} {share:6.1%} {bar}")
print(f"total {total:.2f}")
