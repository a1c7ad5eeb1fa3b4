# Subset tests, differences and intersections of sets of plain keys (ints, strs, floats, tuples)
# and of keys with their own __eq__: results, their iteration order, and min/max/sum over sets.
import random

rng = random.Random(7)
for trial in range(6):
    a = set(rng.sample(range(-40, 200), 60))
    b = set(rng.sample(range(-40, 200), 25 + 10 * trial))
    fa, fb = frozenset(a), frozenset(b)
    print(trial, list(a - b)[:12], list(a & b)[:12], list(b & a)[:12])
    print(a <= b, b <= a, (a & b) <= a, (a & b) < b, a >= (a - b), fa - fb == a - b)
    print(type(fa - b).__name__, type(a & fb).__name__, list(fa & fb)[:8], list(fb - fa)[:8])
    print(min(a), max(b), sum(a), min(fa - fb), max(a & b, default=None))

words = {"pear", "fig", "apple", "kiwi", "plum", "lime", "date", "yuzu"}
some = {"fig", "kiwi", "date", "nope", 3}
print(sorted(words - some), sorted(words & some, key=str), some - words == {"nope", 3})
print({1.5, 2.5, 3} <= {1.5, 2.5, 3.0, 4}, {1, 2} - {1.0, True}, {(1, 2), (3, 4)} & {(1, 2)})
print(min({3.5, -2, 7}), max(frozenset({1, 2.5})), sum({0.1, 0.2, 0.3}), min({2, 1.0, 1}))


class Key:
    calls = 0

    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v % 5)

    def __eq__(self, other):
        Key.calls += 1
        return isinstance(other, Key) and self.v == other.v

    def __repr__(self):
        return f"K{self.v}"


ka = {Key(i) for i in range(12)}
kb = {Key(i) for i in range(0, 12, 3)}
print(sorted(ka - kb, key=lambda k: k.v), sorted(ka & kb, key=lambda k: k.v), kb <= ka, ka <= kb)
print(Key.calls > 0)

s = set(range(10))
try:
    min(s, key=lambda v: s.add(v + 100) or v)
except RuntimeError as e:
    print("RuntimeError", e)
print(min(set(), default="empty"), max({5}, key=lambda v: -v))
try:
    min({1, (2,)})
except TypeError as e:
    print("TypeError", e)
