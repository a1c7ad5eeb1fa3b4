"""The top three orders records by total, with ties broken by customer."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"id": 1, "customer": "ann", "region": "north", "total": 120.5, "items": 3}, {"id": 2, "customer": "bob", "region": "south", "total": 35.0, "items": 1}, {"id": 3, "customer": "ann", "region": "north", "total": 80.25, "items": 2}, {"id": 4, "customer": "cy", "region": "east", "total": 210.0, "items": 5}, {"id": 5, "customer": "bob", "region": "south", "total": 15.75, "items": 1}]'
rows = json.loads(raw)

ranked = sorted(rows, key=lambda r: (-r["total"], str(r["customer"])))
for place, row in enumerate(ranked[:3], 1):
    print(place, row["customer"], row["total"])
print("lowest:", min(rows, key=lambda r: r["total"])["customer"])
