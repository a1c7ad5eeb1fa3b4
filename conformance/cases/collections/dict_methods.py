# Checks get/setdefault/keys/values/items/copy/clear/fromkeys/in on dicts.
inv = {"apple": 3, "pear": 0, "fig": 7}
print(inv.get("apple"), inv.get("kiwi"), inv.get("kiwi", 0), inv.get("pear", 99))
print(inv.setdefault("apple", 100), inv.setdefault("kiwi"), inv.setdefault("plum", []), inv)
inv["plum"].append("ripe")
print(inv["plum"])
print(list(inv.keys()), list(inv.values()), list(inv.items()))
print("fig" in inv, "fig" in inv.keys(), 7 in inv.values(), ("fig", 7) in inv.items(), 3 in inv)
c = inv.copy()
c["apple"] = -1
c["plum"].append("shared")
print(inv["apple"], c["apple"], inv["plum"])
c.clear()
print(c, len(c), len(inv))
print(dict.fromkeys(["a", "b"]), dict.fromkeys("xy", 0), dict.fromkeys(range(3), []))
shared = dict.fromkeys("ab", [])
shared["a"].append(1)
print(shared)
print(dict(a=1, b=2), dict([("k", "v")], extra=True), dict({"x": 1}, y=2), dict(zip("abc", range(3))))
print(len({}), bool({}), bool({0: 0}), {} == dict())
word_lengths = {w: len(w) for w in "the quick brown fox".split()}
print(word_lengths, max(word_lengths, key=word_lengths.get), sorted(word_lengths, key=word_lengths.get))
try:
    dict([("a", 1, 2)])
except ValueError as e:
    print(type(e).__name__, e)
try:
    dict([1, 2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    {}.get()
except TypeError as e:
    print(type(e).__name__, e)
print({1: "a"}.get(1.0), {(1, 2): "t"}.get((1, 2)), {"": 0}.get(""))
