# Checks *args and **kwargs collection, ordering and forwarding.
def show(*args, **kwargs):
    print(type(args).__name__, args, type(kwargs).__name__, kwargs)
show()
show(1, 2)
show(a=1, b=2)
show(1, "x", k=None, z=0, a=1)
show(*[1, 2], *(3,), **{"q": 1}, r=2)
def total(first, *rest, scale=1):
    return (first + sum(rest)) * scale
print(total(1), total(1, 2, 3), total(1, 2, scale=10))
def forward(*a, **k):
    return total(*a, **k)
print(forward(5, 5, scale=2))
def describe(**info):
    return ", ".join(f"{k}={v!r}" for k, v in info.items())
print(describe(name="x", size=3, tags=["a"]))
print(describe())
def merge(**kw):
    kw["added"] = True
    return kw
base = {"x": 1}
print(merge(**base), base)
try:
    show(**{"a": 1}, a=2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    show(**{1: 2})
except TypeError as e:
    print(type(e).__name__, e)
def first_and_count(*items):
    return (items[0] if items else None, len(items))
print(first_and_count(), first_and_count("a", "b"))
def apply(fn, *args):
    return fn(*args)
print(apply(max, 3, 9, 2), apply(len, "four"), apply(pow, 2, 10))
