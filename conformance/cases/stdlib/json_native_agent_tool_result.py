# A typical agent step: parse a tool's JSON result, transform it, dump a summary.
import json

tool_result = """
{
  "status": "ok",
  "query": {"city": "Zürich", "units": "metric"},
  "results": [
    {"id": 101, "name": "Café Hürlimann", "rating": 4.6, "tags": ["coffee", "wifi"], "open": true,
     "price": null, "reviews": 1284, "location": {"lat": 47.36667, "lon": 8.55}},
    {"id": 102, "name": "Sushi 寿司", "rating": 4.25, "tags": [], "open": false,
     "price": "$$", "reviews": 98, "location": {"lat": 47.3769, "lon": 8.5417}},
    {"id": 103, "name": "Bäckerei \\"Zum Korn\\"", "rating": 3.9, "tags": ["bakery"], "open": true,
     "price": "$", "reviews": 0, "location": {"lat": 47.39, "lon": 8.51}}
  ],
  "next_page": null,
  "elapsed_ms": 12.5e0
}
"""
data = json.loads(tool_result)
open_places = [r for r in data["results"] if r["open"]]
summary = {
    "city": data["query"]["city"],
    "count": len(data["results"]),
    "open": [r["name"] for r in open_places],
    "best": max(data["results"], key=lambda r: r["rating"])["name"],
    "mean_rating": round(sum(r["rating"] for r in data["results"]) / len(data["results"]), 3),
    "by_tag": {},
    "coords": [(r["location"]["lat"], r["location"]["lon"]) for r in data["results"]],
}
for r in data["results"]:
    for tag in r["tags"]:
        summary["by_tag"].setdefault(tag, []).append(r["id"])
print(json.dumps(summary))
print(json.dumps(summary, indent=2, ensure_ascii=False, sort_keys=True))
lines = "\n".join(json.dumps(r, separators=(",", ":")) for r in data["results"])
print(lines)
print([json.loads(line)["id"] for line in lines.splitlines()])
print(json.loads(json.dumps(data)) == data, json.dumps(data) == json.dumps(json.loads(json.dumps(data))))
