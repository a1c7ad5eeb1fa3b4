"""Exporting orders records to CSV text with csv.DictWriter and reading it back."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"id": 1, "customer": "ann", "region": "north", "total": 120.5, "items": 3}, {"id": 2, "customer": "bob", "region": "south", "total": 35.0, "items": 1}, {"id": 3, "customer": "ann", "region": "north", "total": 80.25, "items": 2}, {"id": 4, "customer": "cy", "region": "east", "total": 210.0, "items": 5}, {"id": 5, "customer": "bob", "region": "south", "total": 15.75, "items": 1}]'
rows = json.loads(raw)

import csv
import io

buffer = io.StringIO()
writer = csv.DictWriter(buffer, fieldnames=list(rows[0]), lineterminator="\n")
writer.writeheader()
writer.writerows(rows)
text = buffer.getvalue()
print(text, end="")
back = list(csv.DictReader(io.StringIO(text)))
print(len(back), back[0])
print(all(str(a["total"]) == b["total"] for a, b in zip(rows, back)))
