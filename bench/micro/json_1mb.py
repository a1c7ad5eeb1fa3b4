# json.loads and json.dumps of a 1 MB tool result (records with text, numbers, nesting and
# non-ASCII), the most common data operations in code mode. Prints @@bench json_loads_1mb and
# @@bench json_dumps_1mb with the seconds of one call each.
import json
import sys
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


def per_call(function, argument, calls=20):
    start = time.perf_counter()
    for _ in range(calls):
        result = function(argument)
    return result, (time.perf_counter() - start) / calls


text, dumps_seconds = per_call(json.dumps, tool_result(1 << 20))
data, loads_seconds = per_call(json.loads, text)
print(len(text), text[-40:], data["count"], data["results"][-1]["id"])
print("@@bench json_loads_1mb", repr(loads_seconds), file=sys.stderr)
print("@@bench json_dumps_1mb", repr(dumps_seconds), file=sys.stderr)
