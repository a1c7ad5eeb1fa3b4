"""Parsing a tool's JSON reply and summarizing its records, as an agent would."""
import json

reply = """
{"status": "ok", "results": [
  {"id": 3, "title": "Fix login", "labels": ["bug", "urgent"], "hours": 2.5},
  {"id": 7, "title": "Add search", "labels": ["feature"], "hours": 8},
  {"id": 9, "title": "Refactor db", "labels": [], "hours": null}
]}
"""

payload = json.loads(reply)
assert payload["status"] == "ok"
records = payload["results"]
total_hours = sum(r["hours"] or 0 for r in records)
print(f"{len(records)} records, {total_hours} hours")
for record in sorted(records, key=lambda r: (r["hours"] is None, r["hours"] or 0)):
    labels = ", ".join(record["labels"]) or "-"
    print(f"#{record['id']:>3} {record['title']:<12} [{labels}]")
by_label = {}
for record in records:
    for label in record["labels"]:
        by_label.setdefault(label, []).append(record["id"])
print(json.dumps(by_label, sort_keys=True))
