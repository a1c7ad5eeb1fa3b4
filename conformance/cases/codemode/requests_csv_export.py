"""Exporting requests records to CSV text with csv.DictWriter and reading it back."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"endpoint": "/login", "status": 200, "ms": 35.2, "method": "POST"}, {"endpoint": "/search", "status": 500, "ms": 812.0, "method": "GET"}, {"endpoint": "/login", "status": 401, "ms": 12.9, "method": "POST"}, {"endpoint": "/search", "status": 200, "ms": 95.5, "method": "GET"}, {"endpoint": "/items", "status": 200, "ms": 44.1, "method": "GET"}]'
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
print(all(str(a["ms"]) == b["ms"] for a, b in zip(rows, back)))
