"""Checking requests records for missing and extra fields against a schema."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"endpoint": "/login", "status": 200, "ms": 35.2, "method": "POST"}, {"endpoint": "/search", "status": 500, "ms": 812.0, "method": "GET"}, {"endpoint": "/login", "status": 401, "ms": 12.9, "method": "POST"}, {"endpoint": "/search", "status": 200, "ms": 95.5, "method": "GET"}, {"endpoint": "/items", "status": 200, "ms": 44.1, "method": "GET"}]'
rows = json.loads(raw)

schema = set(rows[0])
variants = rows + [{k: v for k, v in rows[0].items() if k != "ms"}, dict(rows[1], extra=True)]
for number, row in enumerate(variants):
    missing = sorted(schema - row.keys())
    extra = sorted(row.keys() - schema)
    if missing or extra:
        print(f"record {number}: missing={missing} extra={extra}")
print("checked", len(variants))
try:
    print(variants[-2]["ms"])
except KeyError as error:
    print("KeyError:", error)
