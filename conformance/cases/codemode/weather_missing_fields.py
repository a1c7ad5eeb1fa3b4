"""Checking weather records for missing and extra fields against a schema."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"city": "Oslo", "month": "jan", "temp": -4.5, "rain": 49}, {"city": "Rome", "month": "jan", "temp": 8.1, "rain": 67}, {"city": "Oslo", "month": "jul", "temp": 17.2, "rain": 81}, {"city": "Rome", "month": "jul", "temp": 25.4, "rain": 19}, {"city": "Cairo", "month": "jul", "temp": 28.9, "rain": 0}]'
rows = json.loads(raw)

schema = set(rows[0])
variants = rows + [{k: v for k, v in rows[0].items() if k != "temp"}, dict(rows[1], extra=True)]
for number, row in enumerate(variants):
    missing = sorted(schema - row.keys())
    extra = sorted(row.keys() - schema)
    if missing or extra:
        print(f"record {number}: missing={missing} extra={extra}")
print("checked", len(variants))
try:
    print(variants[-2]["temp"])
except KeyError as error:
    print("KeyError:", error)
