# Checks dict methods: get/setdefault/update/pop/popitem/keys/values/items/copy/fromkeys/|.
d = {"a": 1, "b": 2}
print(d.get("a"), d.get("z"), d.get("z", 0), d["b"])
print(d.setdefault("c", 3), d.setdefault("a", 100), d)
d.update({"b": 20, "d": 4})
d.update(e=5)
d.update([("f", 6)])
print(d)
print(d.pop("f"), d.pop("zz", "missing"), d)
print(d.popitem(), d)
print(list(d.keys()), list(d.values()), list(d.items()))
keys = d.keys()
d["new"] = 0
print(keys, len(keys), "new" in keys, "new" in d, 0 in d.values())
c = d.copy()
c["a"] = -1
print(d["a"], c["a"])
print(dict.fromkeys("abc", 0), {"x": 1} | {"y": 2}, {"x": 1} | {"x": 2})
e = {"k": 1}
e |= {"j": 2}
print(e)
del d["new"]
print(d, len(d))
d["a"] = "moved?"
print(list(d))
del d["a"]
d["a"] = "re-added"
print(list(d))
print({1: "int", 1.0: "float", True: "bool"})
print({"a": 1, "b": 2} == {"b": 2, "a": 1}, {} == dict())
counts = {}
for w in "the cat and the hat and the bat".split():
    counts[w] = counts.get(w, 0) + 1
print(counts)
groups = {}
for w in ["apple", "bob", "avocado", "banana", "cherry"]:
    groups.setdefault(w[0], []).append(w)
print(groups)
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
d.clear()
print(d)
for bad in [lambda: {}["x"], lambda: {}.pop("x"), lambda: {}.popitem()]:
    try:
        bad()
    except KeyError as e:
        print("KeyError:", e)
