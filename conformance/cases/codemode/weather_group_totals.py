"""Grouping weather records by city and totalling temp."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"city": "Oslo", "month": "jan", "temp": -4.5, "rain": 49}, {"city": "Rome", "month": "jan", "temp": 8.1, "rain": 67}, {"city": "Oslo", "month": "jul", "temp": 17.2, "rain": 81}, {"city": "Rome", "month": "jul", "temp": 25.4, "rain": 19}, {"city": "Cairo", "month": "jul", "temp": 28.9, "rain": 0}]'
rows = json.loads(raw)

totals = defaultdict(float)
counts = Counter()
for row in rows:
    totals[row["city"]] += row["temp"]
    counts[row["city"]] += 1
for key in sorted(totals, key=lambda k: (-totals[k], k)):
    print(f"{key:<10} n={counts[key]} total={totals[key]:,.2f} mean={totals[key] / counts[key]:.2f}")
