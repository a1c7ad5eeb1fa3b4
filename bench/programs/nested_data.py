# JSON-like nested data: build nested dicts/lists, then walk and aggregate them.
def make_doc(i):
    return {
        "id": i,
        "name": f"user{i}",
        "tags": ["t%d" % (i % 7), "t%d" % (i % 11)],
        "profile": {
            "age": 20 + i % 50,
            "scores": [i % 13, i % 17, (i * 3) % 19],
            "address": {"city": ["Paris", "Lima", "Oslo", "Pune"][i % 4], "zip": str(10000 + i)},
        },
        "active": i % 3 != 0,
        "parent": None,
    }


def walk(node, depth=0):
    if isinstance(node, dict):
        n, d, total = 1, depth, 0
        for k, v in node.items():
            cn, cd, ct = walk(v, depth + 1)
            n += cn
            d = max(d, cd)
            total += ct + len(k)
        return n, d, total
    if isinstance(node, list):
        n, d, total = 1, depth, 0
        for v in node:
            cn, cd, ct = walk(v, depth + 1)
            n += cn
            d = max(d, cd)
            total += ct
        return n, d, total
    if isinstance(node, bool) or node is None:
        return 1, depth, 1
    if isinstance(node, int):
        return 1, depth, node % 97
    return 1, depth, len(node)


docs = [make_doc(i) for i in range(15000)]
root = {"version": 1, "items": docs, "meta": {"count": len(docs)}}
print(walk(root))

by_city = {}
for d in docs:
    if d["active"]:
        city = d["profile"]["address"]["city"]
        entry = by_city.setdefault(city, {"n": 0, "score": 0, "tags": {}})
        entry["n"] += 1
        entry["score"] += sum(d["profile"]["scores"])
        for t in d["tags"]:
            entry["tags"][t] = entry["tags"].get(t, 0) + 1
for city in sorted(by_city):
    e = by_city[city]
    print(city, e["n"], e["score"], sorted(e["tags"].items())[:3])
