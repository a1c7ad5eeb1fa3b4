# Checks dict.update forms and the | and |= merge operators, including key-order rules.
a = {"x": 1, "y": 2}
b = {"y": 20, "z": 30}
print(a | b, b | a, a, b)
c = a.copy()
c |= b
print(c)
c |= [("w", 0), ("x", -1)]
print(c)
d = dict(a)
d.update(b)
d.update([("k", "v")])
d.update(n=5, x=99)
d.update({"z": 0}, z=1)
print(d)
e = {}
e.update()
e.update({})
print(e)
merged = {**a, **b, "extra": True}
print(merged)
print({**b, **a})
try:
    a | [("q", 1)]
except TypeError as e:
    print(type(e).__name__, e)
try:
    d.update(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    d.update([("too", "many", "items")])
except ValueError as e:
    print(type(e).__name__, e)
defaults = {"color": "red", "size": "M", "qty": 1}
override = {"size": "L", "qty": 3}
final = defaults | override
print(final, defaults)
alias = defaults
alias |= {"color": "blue"}
print(defaults, alias is defaults)
alias = alias | {"new": 1}
print(defaults, alias is defaults)
counts = {}
for src in [{"a": 1}, {"b": 2, "a": 3}, {"c": 1}]:
    for k, v in src.items():
        counts[k] = counts.get(k, 0) + v
print(counts)
print({1: "a"} | {1.0: "b"}, {True: 1} | {1: 2})
