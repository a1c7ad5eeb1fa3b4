# deque repetition with a maxlen returns at once; fromkeys on dict subclasses makes the subclass;
# an exhausted set or dict iterator stays exhausted.
from collections import OrderedDict, defaultdict, deque

print(deque([1, 2], maxlen=2) * 10**9)
d = deque([1, 2, 3], maxlen=5)
d *= 10**12
print(d, len(d))
print(deque("ab", maxlen=3) * 2, deque("ab") * 3, 2 * deque("xy", maxlen=3))
for make in (lambda: deque([1], maxlen=2**63), lambda: deque([1, 2]).rotate(2**63), lambda: deque([1]) * 1.5):
    try:
        print(make())
    except (OverflowError, TypeError) as e:
        print(type(e).__name__, e)
r = deque(range(5))
r.rotate(-2)
print(r)

dd = defaultdict.fromkeys("ab", 0)
print(type(dd).__name__, dd, dd.default_factory)
print(OrderedDict.fromkeys("xyz"))


class Logged(dict):
    def __setitem__(self, key, value):
        print("set", key, value)
        super().__setitem__(key, value)


made = Logged.fromkeys(["k1", "k2"], [])
print(type(made).__name__, made)

s = {1}
it = iter(s)
print(list(it))
s.add(2)
print(next(it, "exhausted"))
m = {"a": 1}
it = iter(m)
print(list(it))
m["b"] = 2
print(next(it, "exhausted"))
s = {1, 2}
it = iter(s)
next(it)
s.add(3)
try:
    next(it)
except RuntimeError as e:
    print(e)
