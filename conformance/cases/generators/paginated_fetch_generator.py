# Checks a generator that lazily pages through a fake API, stopping early when enough items are found.
DB = [{"id": i, "status": "open" if i % 3 else "closed", "owner": "ann" if i % 2 else "bob"} for i in range(1, 30)]
calls = []

def fetch_page(cursor, limit=6):
    calls.append(cursor)
    page = DB[cursor:cursor + limit]
    nxt = cursor + limit if cursor + limit < len(DB) else None
    return {"items": page, "next": nxt}

def all_items():
    cursor = 0
    while cursor is not None:
        resp = fetch_page(cursor)
        yield from resp["items"]
        cursor = resp["next"]

def matching(items, **criteria):
    for item in items:
        if all(item.get(k) == v for k, v in criteria.items()):
            yield item

def first_n(items, n):
    if n <= 0:
        return
    for i, item in enumerate(items, 1):
        yield item
        if i == n:
            return

found = list(first_n(matching(all_items(), status="closed"), 3))
print([x["id"] for x in found], "calls:", calls)
calls.clear()

found = list(first_n(matching(all_items(), status="open", owner="bob"), 100))
print(len(found), [x["id"] for x in found][:5], "calls:", calls)
calls.clear()

print(next(matching(all_items(), id=14))["owner"], "calls:", calls)
calls.clear()
print(next(matching(all_items(), id=999), None), "calls:", len(calls))
calls.clear()

def summarize(items):
    counts = {}
    n = 0
    for item in items:
        n += 1
        key = (item["status"], item["owner"])
        counts[key] = counts.get(key, 0) + 1
        yield n
    return counts

g = summarize(all_items())
last = 0
while True:
    try:
        last = next(g)
    except StopIteration as stop:
        summary = stop.value
        break
print("processed", last)
for key in sorted(summary):
    print(key, summary[key])
print(list(first_n(all_items(), 0)), calls[-1])
