"""A tool reply that is not valid JSON: reported with its position instead of crashing."""
import json

raw = '{"status": "ok", "value": [1, 2, 3'
try:
    data = json.loads(raw)
except json.JSONDecodeError as error:
    print("could not parse tool reply:", error.msg, "at line", error.lineno, "column", error.colno)
    data = {"status": "error"}
print(data)
