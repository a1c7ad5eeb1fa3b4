# Checks per-city weather statistics from tool readings, including missing values.
readings = [
    {"city": "Oslo", "day": "Mon", "temp_c": -3.5, "rain_mm": 0.0},
    {"city": "Oslo", "day": "Tue", "temp_c": -1.0, "rain_mm": 2.4},
    {"city": "Oslo", "day": "Wed", "temp_c": None, "rain_mm": 1.1},
    {"city": "Lima", "day": "Mon", "temp_c": 22.4, "rain_mm": 0.0},
    {"city": "Lima", "day": "Tue", "temp_c": 23.9, "rain_mm": 0.0},
    {"city": "Lima", "day": "Wed", "temp_c": 21.7, "rain_mm": 0.3},
    {"city": "Pune", "day": "Mon", "temp_c": 31.2, "rain_mm": 12.5},
    {"city": "Pune", "day": "Tue", "temp_c": 29.8, "rain_mm": 30.1},
    {"city": "Pune", "day": "Wed", "temp_c": 30.5, "rain_mm": None},
]

cities = list(dict.fromkeys(r["city"] for r in readings))
print("cities:", cities)
missing = [(r["city"], r["day"]) for r in readings if r["temp_c"] is None or r["rain_mm"] is None]
print("incomplete readings:", missing)

stats = {}
for city in cities:
    rows = [r for r in readings if r["city"] == city]
    temps = [r["temp_c"] for r in rows if r["temp_c"] is not None]
    rain = [r["rain_mm"] for r in rows if r["rain_mm"] is not None]
    hottest = max((r for r in rows if r["temp_c"] is not None), key=lambda r: r["temp_c"])
    stats[city] = {
        "min": min(temps),
        "max": max(temps),
        "avg": round(sum(temps) / len(temps), 2),
        "rain_total": round(sum(rain), 1),
        "rainy_days": sum(1 for x in rain if x > 1.0),
        "hottest_day": hottest["day"],
    }
    print(city, stats[city])

def to_f(c):
    return c * 9 / 5 + 32

print()
print(f"{'City':<6}|{'Min C':>7}|{'Max C':>7}|{'Avg F':>7}|{'Rain':>7}| Hottest")
for city, s in sorted(stats.items(), key=lambda kv: kv[1]["avg"], reverse=True):
    print(f"{city:<6}|{s['min']:>7.1f}|{s['max']:>7.1f}|{to_f(s['avg']):>7.1f}|{s['rain_total']:>6.1f}m| {s['hottest_day']}")
wettest = max(stats, key=lambda c: stats[c]["rain_total"])
print(f"\nWettest city: {wettest} ({stats[wettest]['rain_total']} mm over {stats[wettest]['rainy_days']} rainy days)")
