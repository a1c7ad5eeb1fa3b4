# Checks building, traversing and printing nested lists/dicts/tuples (JSON-like data).
data = {
    "users": [
        {"name": "ann", "roles": ["admin", "dev"], "age": 31},
        {"name": "bob", "roles": [], "age": 25},
        {"name": "cid", "roles": ["dev"], "age": 40},
    ],
    "meta": {"count": 3, "tags": ("x", "y"), "empty": {}},
}
print(data)
print(data["users"][0]["roles"][1], data["meta"]["tags"][-1], len(data["users"]))
print([u["name"] for u in data["users"] if "dev" in u["roles"]])
print(sum(u["age"] for u in data["users"]) / len(data["users"]))
data["users"][1]["roles"].append("ops")
data["meta"]["count"] += 1
data["meta"]["empty"]["now"] = [1, [2, [3]]]
print(data["users"][1], data["meta"])
def depth(x):
    if isinstance(x, dict):
        return 1 + max((depth(v) for v in x.values()), default=0)
    if isinstance(x, (list, tuple)):
        return 1 + max((depth(v) for v in x), default=0)
    return 0
print(depth(data), depth([]), depth([[[]]]), depth(5))
def walk(x, path=""):
    if isinstance(x, dict):
        for k, v in x.items():
            walk(v, f"{path}.{k}")
    elif isinstance(x, list):
        for i, v in enumerate(x):
            walk(v, f"{path}[{i}]")
    else:
        print(path, "=", repr(x))
walk(data)
by_role = {}
for u in data["users"]:
    for r in u["roles"]:
        by_role.setdefault(r, []).append(u["name"])
print(by_role)
