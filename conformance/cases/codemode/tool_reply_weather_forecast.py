"""Parsing a weather forecast tool reply and summarizing it."""
import json

raw = '{"city": "Oslo", "unit": "C", "days": [{"day": "mon", "hi": 4.5, "lo": -2.0, "rain_mm": 0}, {"day": "tue", "hi": 6.1, "lo": 0.5, "rain_mm": 12.4}, {"day": "wed", "hi": 3.0, "lo": -4.2, "rain_mm": 1.2}]}'
data = json.loads(raw)

days = data["days"]
print(f"{data['city']}: {min(d['lo'] for d in days)}..{max(d['hi'] for d in days)} {data['unit']}")
wet = [d["day"] for d in days if d["rain_mm"] > 1]
print("wet days:", wet, "total rain:", round(sum(d["rain_mm"] for d in days), 1))
print({d["day"]: round((d["hi"] + d["lo"]) / 2, 2) for d in days})
