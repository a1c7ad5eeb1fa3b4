"""Checking orders records for missing and extra fields against a schema."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"id": 1, "customer": "ann", "region": "north", "total": 120.5, "items": 3}, {"id": 2, "customer": "bob", "region": "south", "total": 35.0, "items": 1}, {"id": 3, "customer": "ann", "region": "north", "total": 80.25, "items": 2}, {"id": 4, "customer": "cy", "region": "east", "total": 210.0, "items": 5}, {"id": 5, "customer": "bob", "region": "south", "total": 15.75, "items": 1}]'
rows = json.loads(raw)

schema = set(rows[0])
variants = rows + [{k: v for k, v in rows[0].items() if k != "total"}, dict(rows[1], extra=True)]
for number, row in enumerate(variants):
    missing = sorted(schema - row.keys())
    extra = sorted(row.keys() - schema)
    if missing or extra:
        print(f"record {number}: missing={missing} extra={extra}")
print("checked", len(variants))
try:
    print(variants[-2]["total"])
except KeyError as error:
    print("KeyError:", error)
