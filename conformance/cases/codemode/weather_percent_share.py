"""Each weather record's share of the total temp, as percentages."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"city": "Oslo", "month": "jan", "temp": -4.5, "rain": 49}, {"city": "Rome", "month": "jan", "temp": 8.1, "rain": 67}, {"city": "Oslo", "month": "jul", "temp": 17.2, "rain": 81}, {"city": "Rome", "month": "jul", "temp": 25.4, "rain": 19}, {"city": "Cairo", "month": "jul", "temp": 28.9, "rain": 0}]'
rows = json.loads(raw)

total = sum(r["temp"] for r in rows)
for row in sorted(rows, key=lambda r: r["temp"], reverse=True):
    share = row["temp"] / total if total else 0
    bar = "#" * round(share * 20)
    print(f"{str(row['month']):<12} {share:6.1%} {bar}")
print(f"total {total:.2f}")
