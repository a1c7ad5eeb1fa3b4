# json.loads of a 1 MB tool result (records with text, numbers, nesting and non-ASCII), the
# most common data operation in code mode. Prints @@bench with the seconds of one call.
import json
import time


def tool_result(size):
    records, length, i = [], 0, 0
    while length < size:
        record = {
            "id": i,
            "name": f"item-{i}",
            "price": round(i * 1.37, 2),
            "tags": ["alpha", "beta", "gamma"][: i % 4],
            "in_stock": i % 3 == 0,
            "note": "café №" + str(i) if i % 5 == 0 else None,
            "dims": {"w": i % 17, "h": i % 23, "unit": "cm"},
        }
        records.append(record)
        length += len(json.dumps(record)) + 2
        i += 1
    return {"status": "ok", "count": len(records), "results": records}


TEXT = json.dumps(tool_result(1 << 20))
CALLS = 20
start = time.perf_counter()
for _ in range(CALLS):
    data = json.loads(TEXT)
elapsed = time.perf_counter() - start
print(len(TEXT), data["count"], data["results"][-1]["id"])
print("@@bench json_loads_1mb", repr(elapsed / CALLS), file=__import__("sys").stderr)
