"""Parsing a paged api tool reply and summarizing it."""
import json

raw = '{"page": 1, "per_page": 2, "total": 5, "items": [{"id": "a"}, {"id": "b"}], "next": "/items?page=2"}'
data = json.loads(raw)

import math

pages = math.ceil(data["total"] / data["per_page"])
print(f"page {data['page']} of {pages}; items {[i['id'] for i in data['items']]}")
print("has more:", data["next"] is not None, "next:", data.get("next"))
print("remaining items:", data["total"] - data["page"] * data["per_page"])
