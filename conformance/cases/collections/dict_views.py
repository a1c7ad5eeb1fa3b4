# Checks keys/values/items views: liveness, set operations on keys/items, len, reversed and iteration errors.
d = {"a": 1, "b": 2, "c": 3}
k, v, it = d.keys(), d.values(), d.items()
print(k, v, it, len(k), len(v), len(it))
d["d"] = 4
del d["a"]
print(k, v, it)
print(sorted(k & {"b", "x"}), sorted(k | {"z"}), sorted(k - {"b"}), sorted(k ^ {"b", "q"}))
print(sorted(it & {("b", 2), ("c", 99)}), k == {"b", "c", "d"}, k >= {"b"}, k.isdisjoint({"zz"}))
print("b" in k, 2 in v, ("c", 3) in it, ("c", 4) in it)
print(list(reversed(k)), list(reversed(v)), list(reversed(it)))
print(list(zip(k, v)), dict(it) == d, [key for key in d])
try:
    for key in d:
        d["new"] = 0
except RuntimeError as e:
    print(type(e).__name__, e)
print(d)
try:
    for key in d:
        del d[key]
except RuntimeError as e:
    print(type(e).__name__, e)
print(d)
for key in list(d):
    d[key + key] = d.pop(key)
print(d)
e = {1: "x"}
print(e.keys() == {1}, e.values() == e.values(), list(e.values()) == ["x"])
try:
    d.keys()[0]
except TypeError as e2:
    print(type(e2).__name__, e2)
print(sorted({3: 1, 1: 2}.keys()), max({"x": 5, "y": 9}.values()), sum({1: 10, 2: 20}.values()))
