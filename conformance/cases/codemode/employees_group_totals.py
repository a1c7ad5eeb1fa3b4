"""Grouping employees records by dept and totalling salary."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"name": "Ada", "dept": "eng", "salary": 120000, "years": 5}, {"name": "Ben", "dept": "ops", "salary": 70000, "years": 2}, {"name": "Cai", "dept": "eng", "salary": 98000, "years": 3}, {"name": "Dee", "dept": "sales", "salary": 65000, "years": 7}, {"name": "Eve", "dept": "ops", "salary": 72000, "years": 4}]'
rows = json.loads(raw)

totals = defaultdict(float)
counts = Counter()
for row in rows:
    totals[row["dept"]] += row["salary"]
    counts[row["dept"]] += 1
for key in sorted(totals, key=lambda k: (-totals[k], k)):
    print(f"{key:<10} n={counts[key]} total={totals[key]:,.2f} mean={totals[key] / counts[key]:.2f}")
