"""Ranking weather records by temp within each city."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"city": "Oslo", "month": "jan", "temp": -4.5, "rain": 49}, {"city": "Rome", "month": "jan", "temp": 8.1, "rain": 67}, {"city": "Oslo", "month": "jul", "temp": 17.2, "rain": 81}, {"city": "Rome", "month": "jul", "temp": 25.4, "rain": 19}, {"city": "Cairo", "month": "jul", "temp": 28.9, "rain": 0}]'
rows = json.loads(raw)

groups = defaultdict(list)
for row in rows:
    groups[row["city"]].append(row)
for key in sorted(groups):
    ranked = sorted(groups[key], key=lambda r: r["temp"], reverse=True)
    print(key, [(rank, r["month"], r["temp"]) for rank, r in enumerate(ranked, 1)])
best = {key: max(members, key=itemgetter("temp"))["month"] for key, members in groups.items()}
print(dict(sorted(best.items())))
