# Checks paginating over a result list with slicing, page metadata and cursor-style loops.
items = [{"id": i, "name": f"item-{i:03d}", "score": (i * 37) % 100} for i in range(1, 24)]
PAGE_SIZE = 5

def get_page(page, size=PAGE_SIZE):
    start = (page - 1) * size
    chunk = items[start:start + size]
    total_pages = (len(items) + size - 1) // size
    return {
        "page": page,
        "total_pages": total_pages,
        "has_next": page < total_pages,
        "results": chunk,
    }

first = get_page(1)
print({k: v for k, v in first.items() if k != "results"})
print([r["name"] for r in first["results"]])
last = get_page(first["total_pages"])
print("last page:", last["page"], [r["id"] for r in last["results"]], last["has_next"])
print("beyond end:", get_page(99)["results"])

collected = []
page = 1
calls = 0
while True:
    resp = get_page(page)
    calls += 1
    collected.extend(r for r in resp["results"] if r["score"] >= 50)
    print(f"page {resp['page']}/{resp['total_pages']}: {len(resp['results'])} items, kept so far {len(collected)}")
    if not resp["has_next"]:
        break
    page += 1

print(f"{calls} calls, {len(collected)} items with score >= 50")
print([(r["id"], r["score"]) for r in collected])

def cursor_fetch(cursor, limit=7):
    batch = items[cursor:cursor + limit]
    next_cursor = cursor + limit if cursor + limit < len(items) else None
    return batch, next_cursor

cursor = 0
seen_ids = []
while cursor is not None:
    batch, cursor = cursor_fetch(cursor)
    seen_ids.append((batch[0]["id"], batch[-1]["id"]))
print("cursor ranges:", seen_ids)
top = sorted(items, key=lambda r: (-r["score"], r["id"]))[:5]
print("top 5:", ", ".join(f"{r['name']}={r['score']}" for r in top))
