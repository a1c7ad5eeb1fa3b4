"""Checking employees records for missing and extra fields against a schema."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"name": "Ada", "dept": "eng", "salary": 120000, "years": 5}, {"name": "Ben", "dept": "ops", "salary": 70000, "years": 2}, {"name": "Cai", "dept": "eng", "salary": 98000, "years": 3}, {"name": "Dee", "dept": "sales", "salary": 65000, "years": 7}, {"name": "Eve", "dept": "ops", "salary": 72000, "years": 4}]'
rows = json.loads(raw)

schema = set(rows[0])
variants = rows + [{k: v for k, v in rows[0].items() if k != "salary"}, dict(rows[1], extra=True)]
for number, row in enumerate(variants):
    missing = sorted(schema - row.keys())
    extra = sorted(row.keys() - schema)
    if missing or extra:
        print(f"record {number}: missing={missing} extra={extra}")
print("checked", len(variants))
try:
    print(variants[-2]["salary"])
except KeyError as error:
    print("KeyError:", error)
