"""collections.Counter beyond the basics: most_common ties and limits, elements order,
subtract versus -, unary + and -, comparisons (3.10+), total(), update from mappings and
keywords, and the errors."""
from collections import Counter


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


c = Counter("abracadabra")
print(c, c.most_common(2), c.most_common(0), c.most_common(-1), c.most_common(100)[-1], c.total())
print(sorted(c.elements()), list(Counter(a=2, b=0, c=-1).elements()), c["zzz"], len(c))
d = Counter(a=3, b=-2, c=0)
d.subtract({"a": 5, "z": 1})
print(d, +d, -d, d - Counter(), Counter(a=1) - Counter(a=2))
print(Counter(a=2, b=1) | Counter(a=1, b=3, c=0), Counter(a=2, b=1) & Counter(a=5, c=1), Counter(a=1) + Counter(a=-1))
print(Counter(a=1) == Counter(a=1, b=0), Counter(a=1) <= Counter(a=2), Counter(a=2) < Counter(a=2), Counter() >= Counter(a=0))
e = Counter()
e.update("aab", b=5)
e.update({"c": 2})
e.update(Counter(a=10))
e["d"] += 1
print(e, e.most_common(), dict(e))
del e["zz"]
del e["a"]
print(e, Counter({"x": 1.5, "y": 0.5}).most_common(), Counter(["a", "b", "a"]).most_common(1)[0][0])
f = Counter(a=1, b=2)
f |= Counter(b=5)
f &= Counter(a=9, b=4)
f += Counter(c=0)
f -= Counter(b=1)
print(f, repr(Counter()), Counter(c=1, a=3, b=2), str(Counter(x=1)))
attempt("fromkeys", lambda: Counter.fromkeys("abc"))
attempt("add non-counter", lambda: Counter(a=1) + {"a": 1})
attempt("compare non-counter", lambda: Counter(a=1) < {"a": 2})
attempt("two positional", lambda: Counter("a", "b"))
attempt("update two positional", lambda: Counter().update("a", "b"))
attempt("most_common str", lambda: Counter("ab").most_common("1"))
attempt("elements float", lambda: list(Counter(a=1.5).elements()))
