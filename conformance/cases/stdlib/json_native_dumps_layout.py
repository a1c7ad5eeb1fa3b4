# json.dumps layouts through the native encoder: separators, indent, sort_keys, skipkeys, key types.
import json

data = {"b": [1, 2, {"z": None, "a": True}], "a": {}, "c": [], "d": ["x", [[]], {"k": [{}]}], "é": (1, 2)}
for kwargs in [
    {}, {"indent": 0}, {"indent": 2}, {"indent": -1}, {"indent": "\t"}, {"indent": "--"},
    {"separators": (",", ":")}, {"separators": (" , ", " : ")}, {"indent": 1, "separators": (",", ": ")},
    {"indent": 3, "sort_keys": True}, {"sort_keys": True}, {"sort_keys": True, "ensure_ascii": False},
    {"indent": 2, "separators": (";", "=")},
]:
    print(kwargs)
    print(json.dumps(data, **kwargs))
print(json.dumps({"b": 1, "a": 2, "B": 3, "é": 4, "e": 5, "": 6}, sort_keys=True))
print(json.dumps({3: "a", 1: "b", 2.5: "c"}, sort_keys=True))
try:
    json.dumps({1: "a", "b": 2}, sort_keys=True)
except TypeError as e:
    print(e)
for key in [(1, 2), frozenset(), b"x", object]:
    try:
        json.dumps({"ok": 1, key: 2})
    except TypeError as e:
        print(e)
    print(json.dumps({"ok": 1, key: 2, "after": 3}, skipkeys=True))
print(json.dumps({(1,): 1}, skipkeys=True, indent=2))
print(json.dumps({1: 1, "1": 2}), json.dumps({True: 1, "true": 2, False: 3, None: 4}))
a = [1]
a.append(a)
d = {}
d["self"] = d
for value in [a, d, [d], {"x": [a]}]:
    for indent in [None, 2]:
        try:
            json.dumps(value, indent=indent)
        except ValueError as e:
            print(e)
shared = [1, 2]
print(json.dumps([shared, shared, {"a": shared}]))
try:
    json.dumps({"a": object()})
except TypeError as e:
    print(e)
print(json.dumps({"when": {1, 2}}, default=sorted), json.dumps([object], default=lambda o: o.__name__))


class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, complex):
            return [o.real, o.imag]
        return super().default(o)


print(json.dumps({"z": 1 + 2j, "plain": [1, "two"]}, cls=Encoder, indent=1))
print(Encoder(sort_keys=True).encode({"b": 3j, "a": 1}))
print(list(json.JSONEncoder().iterencode({"a": [1, 2]})), json.JSONEncoder(indent=2).encode([]))


class Chunks(json.JSONEncoder):
    def iterencode(self, o, _one_shot=False):
        return ["<", json.dumps(o), ">"]


print(Chunks().encode([1, {"a": 2}]), json.dumps([1], cls=Chunks))


class Tagged(dict):
    pass


class Items(list):
    pass


print(json.dumps([Tagged(a=1), Items([1, 2]), "s"]), json.dumps(Tagged(b=[Items()]), indent=1))
