# Checks set methods and operators with integer elements (printed sorted).
a = {1, 2, 3, 4}
b = {3, 4, 5}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(b - a), sorted(a ^ b))
print(sorted(a.union([9], (8,))), sorted(a.intersection(range(3))), sorted(a.difference({1})))
print(sorted(a.symmetric_difference(b)), a.isdisjoint({7}), {1, 2} <= a, {1, 2} < a, a >= {1}, a.issubset(a))
s = set()
s.add(3)
s.add(1)
s.add(3)
print(sorted(s), len(s))
s.update([5, 6], {7})
print(sorted(s))
s.discard(100)
s.discard(5)
s.remove(6)
print(sorted(s))
p = s.pop() if len(s) == 1 else None
print(p)
c = s.copy()
c.add(42)
print(sorted(s), sorted(c))
a -= {1}
a |= {10}
a &= {2, 3, 10, 11}
print(sorted(a))
print({1, 2} == {2, 1}, {1} == frozenset({1}), 2 in {1, 2}, 3 not in {1, 2})
fz = frozenset([1, 2, 3])
print(sorted(fz | {4}), sorted(fz & {2}), type(fz - {1}).__name__, {fz: "frozen key"}[frozenset([3, 2, 1])])
print(len({(1, 2), (2, 1), (1, 2)}), sorted({(1, 2), (0, 5)}))
print({True, 1, 1.0} == {1}, len({0, False, 0.0}))
s.clear()
print(s, len(s))
try:
    s.remove(1)
except KeyError as e:
    print("KeyError:", e)
try:
    set().pop()
except KeyError as e:
    print("KeyError:", e)
try:
    fz.add(5)
except AttributeError as e:
    print("AttributeError:", e)
