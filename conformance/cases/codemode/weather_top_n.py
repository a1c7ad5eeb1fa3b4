"""The top three weather records by temp, with ties broken by month."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"city": "Oslo", "month": "jan", "temp": -4.5, "rain": 49}, {"city": "Rome", "month": "jan", "temp": 8.1, "rain": 67}, {"city": "Oslo", "month": "jul", "temp": 17.2, "rain": 81}, {"city": "Rome", "month": "jul", "temp": 25.4, "rain": 19}, {"city": "Cairo", "month": "jul", "temp": 28.9, "rain": 0}]'
rows = json.loads(raw)

ranked = sorted(rows, key=lambda r: (-r["temp"], str(r["month"])))
for place, row in enumerate(ranked[:3], 1):
    print(place, row["month"], row["temp"])
print("lowest:", min(rows, key=lambda r: r["temp"])["month"])
