# bench-data: records.json <- bench/make_json_records.py 4000
# A tool result of about 1 MB parsed with json.loads, transformed, and written back with
# json.dumps (compact, then indented with sorted keys), as code mode does with tool results.
import json

with open("records.json") as f:
    text = f.read()
for _ in range(5):
    doc = json.loads(text)
records = doc["records"]
for record in records:
    record["score"] = round(record["score"] * 1.1, 3)
    record["tags"] = sorted(record["tags"])
for _ in range(5):
    compact = json.dumps(doc)
pretty = json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False)
print(len(text), len(records), len(compact), len(pretty))
print(sum(r["counts"][0] for r in records), compact[:120])
