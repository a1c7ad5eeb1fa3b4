"""collections.defaultdict and OrderedDict details: factories of each kind, what get() and `in`
do not create, missing-key errors with no factory, copies, `|`, and OrderedDict moves,
equality and popitem order."""
import copy
from collections import OrderedDict, defaultdict


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


counts = defaultdict(int)
for word in "a b a c b a".split():
    counts[word] += 1
print(counts, counts.default_factory, counts.get("zzz"), "zzz" in counts, len(counts))
nested = defaultdict(lambda: defaultdict(list))
nested["x"]["y"].append(1)
print(dict(nested["x"]), nested["q"]["r"], len(nested))
none_factory = defaultdict(None, {"a": 1})
attempt("no factory", lambda: none_factory["b"])
attempt("bad factory", lambda: defaultdict(3))
attempt("missing direct", lambda: defaultdict(list).__missing__("k"))
print(repr(defaultdict(list, {"a": [1]})), repr(defaultdict()), defaultdict(set).__missing__("k"))
dd = defaultdict(list, a=[1])
cp = dd.copy()
cp["a"].append(2)
deep = copy.deepcopy(dd)
deep["a"].append(3)
print(dd, cp, deep, type(cp).__name__, cp.default_factory is list)
print(dd | {"b": [0]}, type(dd | {"b": 1}).__name__, {"z": 1} | dd, type({"z": 1} | dd).__name__)
dd |= {"c": []}
print(dd, dd.setdefault("d", "x"), dd.pop("d"), sorted(dd))
od = OrderedDict.fromkeys("abcde")
od.move_to_end("b")
od.move_to_end("e", last=False)
print(list(od), od.popitem(), od.popitem(last=False), list(reversed(od)))
attempt("move missing", lambda: od.move_to_end("zz"))
attempt("popitem empty", lambda: OrderedDict().popitem())
a = OrderedDict([("x", 1), ("y", 2)])
b = OrderedDict([("y", 2), ("x", 1)])
print(a == b, dict(a) == dict(b), a == dict(b), repr(a), repr(OrderedDict()), a | {"z": 3}, list(a.keys()))
a["x"] = 10
print(a, list(a.items())[0], a.pop("y"), a.setdefault("w", 0), a, OrderedDict(a) == a)
