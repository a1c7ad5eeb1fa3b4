# Checks recursive processing of JSON-like nested data (dicts, lists, scalars).
doc = {
    "id": 7,
    "tags": ["x", "y"],
    "owner": {"name": "ann", "roles": ["admin", {"scope": "all"}]},
    "items": [{"sku": "a1", "qty": 2}, {"sku": "b2", "qty": 0, "meta": None}],
    "ok": True,
}

def paths(obj, prefix=""):
    if isinstance(obj, dict):
        out = []
        for k, v in obj.items():
            out += paths(v, f"{prefix}.{k}" if prefix else k)
        return out
    if isinstance(obj, list):
        out = []
        for i, v in enumerate(obj):
            out += paths(v, f"{prefix}[{i}]")
        return out
    return [(prefix, obj)]

for p, v in paths(doc):
    print(f"{p} = {v!r}")

def count_types(obj, acc=None):
    if acc is None:
        acc = {}
    name = type(obj).__name__
    acc[name] = acc.get(name, 0) + 1
    if isinstance(obj, dict):
        for v in obj.values():
            count_types(v, acc)
    elif isinstance(obj, list):
        for v in obj:
            count_types(v, acc)
    return acc

print(count_types(doc))

def strip_nones(obj):
    if isinstance(obj, dict):
        return {k: strip_nones(v) for k, v in obj.items() if v is not None}
    if isinstance(obj, list):
        return [strip_nones(v) for v in obj if v is not None]
    return obj

print(strip_nones(doc))

def get_path(obj, path):
    for part in path:
        obj = obj[part]
    return obj

print(get_path(doc, ["owner", "roles", 1, "scope"]))
print(get_path(doc, ["items", 0, "sku"]))
