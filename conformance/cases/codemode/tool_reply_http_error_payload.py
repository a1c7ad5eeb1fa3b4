"""Parsing a http error payload tool reply and summarizing it."""
import json

raw = '{"error": {"code": 429, "message": "rate limited", "retry_after": 30}, "request_id": "r-17"}'
data = json.loads(raw)

if "error" in data:
    error = data["error"]
    kind = "client" if 400 <= error["code"] < 500 else "server"
    print(f"{kind} error {error['code']}: {error['message']} (retry in {error.get('retry_after', '?')}s)")
else:
    print("ok")
print(data.get("result", "no result"))
