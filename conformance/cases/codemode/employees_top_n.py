"""The top three employees records by salary, with ties broken by name."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"name": "Ada", "dept": "eng", "salary": 120000, "years": 5}, {"name": "Ben", "dept": "ops", "salary": 70000, "years": 2}, {"name": "Cai", "dept": "eng", "salary": 98000, "years": 3}, {"name": "Dee", "dept": "sales", "salary": 65000, "years": 7}, {"name": "Eve", "dept": "ops", "salary": 72000, "years": 4}]'
rows = json.loads(raw)

ranked = sorted(rows, key=lambda r: (-r["salary"], str(r["name"])))
for place, row in enumerate(ranked[:3], 1):
    print(place, row["name"], row["salary"])
print("lowest:", min(rows, key=lambda r: r["salary"])["name"])
