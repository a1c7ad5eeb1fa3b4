"""Exporting weather records to CSV text with csv.DictWriter and reading it back."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"city": "Oslo", "month": "jan", "temp": -4.5, "rain": 49}, {"city": "Rome", "month": "jan", "temp": 8.1, "rain": 67}, {"city": "Oslo", "month": "jul", "temp": 17.2, "rain": 81}, {"city": "Rome", "month": "jul", "temp": 25.4, "rain": 19}, {"city": "Cairo", "month": "jul", "temp": 28.9, "rain": 0}]'
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
print(all(str(a["temp"]) == b["temp"] for a, b in zip(rows, back)))
