# Checks frozenset immutability, hashability, mixed operations with set, and use as dict keys.
f = frozenset([3, 1, 2])
s = {2, 3, 4}
print(f, len(f), 2 in f, f | s, type(f | s).__name__, type(s | f).__name__, f & s, s - f)
print(frozenset(), frozenset("aab") == frozenset("ab"), frozenset([1]) == {1}, {1} == frozenset([1]))
print(hash(frozenset([1, 2])) == hash(frozenset([2, 1])))
groups = {frozenset([1, 2]): "pair", frozenset(): "empty"}
print(groups[frozenset([2, 1])], groups[frozenset()])
nested = {frozenset([1]), frozenset([1]), frozenset([2, 3])}
print(len(nested), sorted(sorted(x) for x in nested))
try:
    f.add(4)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    {{1}}
except TypeError as e:
    print(type(e).__name__, e)
try:
    {[1]: 2}
except TypeError as e:
    print(type(e).__name__, e)
g = f
g |= {99}
print(f, g, f is g)
print(f.union([10]), f.intersection(range(2, 5)), f.difference({1}), f.symmetric_difference({1, 7}))
print(f.issubset({1, 2, 3, 4}), f.issuperset([1]), f.isdisjoint([9]), f.copy() == f)
print(frozenset(range(5)) - frozenset(range(0, 5, 2)), sorted(frozenset("banana")))
edges = {frozenset(e) for e in [(1, 2), (2, 1), (2, 3), (3, 2), (1, 3)]}
print(len(edges), sorted(tuple(sorted(e)) for e in edges))
