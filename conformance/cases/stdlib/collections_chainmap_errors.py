"""collections.ChainMap lookups and writes through the maps, new_child and parents, and the
KeyError messages for deleting and popping what the first mapping does not hold."""
from collections import ChainMap, OrderedDict


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


defaults = {"color": "red", "user": "guest", "size": 1}
env = {"user": "admin"}
cli = {}
cm = ChainMap(cli, env, defaults)
print(cm["user"], cm["color"], cm.get("missing", "-"), "size" in cm, len(cm), list(cm), sorted(cm.items()))
cm["color"] = "blue"
print(cli, defaults["color"], cm.maps[0] is cli, repr(cm))
child = cm.new_child({"size": 2})
print(child["size"], child.parents["size"], child.parents.parents.maps, len(child.maps))
print(cm.new_child().maps[0], cm.new_child(m=None, size=9).maps[0], ChainMap().maps, ChainMap()["x"] if False else "-")
attempt("missing key", lambda: ChainMap({})["k"])
attempt("delete from deeper map", lambda: cm.__delitem__("user") or cm.__delitem__("user"))
attempt("pop deeper", lambda: ChainMap({}, {"a": 1}).pop("a"))
print(ChainMap({}, {"a": 1}).pop("a", "default"), ChainMap({"a": 1}).pop("a"))
attempt("popitem empty first", lambda: ChainMap({}, {"a": 1}).popitem())
print(ChainMap({"b": 2}).popitem(), ChainMap({"a": 1}).copy(), ChainMap(OrderedDict(a=1)).copy())
merged = ChainMap({"a": 1}, {"a": 2, "b": 3})
print(merged | {"c": 4}, {"z": 0} | merged, dict(merged), bool(ChainMap({})), bool(ChainMap({}, {"x": 1})))
merged |= {"d": 5}
print(merged, ChainMap({"a": 1}) == {"a": 1}, ChainMap({"a": 1}) == ChainMap({}, {"a": 1}))
print(ChainMap.fromkeys("ab", 0), list(ChainMap({"x": 1}, {"y": 2, "x": 3})), merged.clear(), merged)
