"""Parsing a sql rows tool reply and summarizing it."""
import json

raw = '{"columns": ["id", "name", "balance"], "rows": [[1, "ann", 120.5], [2, "bob", -3.25], [3, "cy", 0]]}'
data = json.loads(raw)

records = [dict(zip(data["columns"], row)) for row in data["rows"]]
print(records)
overdrawn = [r["name"] for r in records if r["balance"] < 0]
print("overdrawn:", overdrawn, "sum:", sum(r["balance"] for r in records))
