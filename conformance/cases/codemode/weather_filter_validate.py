"""Filtering weather records with a threshold on temp and validating fields."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"city": "Oslo", "month": "jan", "temp": -4.5, "rain": 49}, {"city": "Rome", "month": "jan", "temp": 8.1, "rain": 67}, {"city": "Oslo", "month": "jul", "temp": 17.2, "rain": 81}, {"city": "Rome", "month": "jul", "temp": 25.4, "rain": 19}, {"city": "Cairo", "month": "jul", "temp": 28.9, "rain": 0}]'
rows = json.loads(raw)

threshold = statistics.median(r["temp"] for r in rows)
above = [r["month"] for r in rows if r["temp"] > threshold]
print("median:", threshold)
print("above:", above)
problems = []
for index, row in enumerate(rows):
    for field, kind in [("city", str), ("temp", (int, float))]:
        if not isinstance(row.get(field), kind):
            problems.append(f"row {index}: bad {field}")
bad = dict(rows[0], **{"temp": "n/a"})
if not isinstance(bad["temp"], (int, float)):
    problems.append("patched row: temp is not a number")
print(problems)
