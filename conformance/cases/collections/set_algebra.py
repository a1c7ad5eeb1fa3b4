# Checks union, intersection, difference, symmetric difference, subset tests and their in-place forms.
a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union(b), a.intersection(b), a.difference(b), a.symmetric_difference(b))
print(a.union([7], (8,), range(9, 11)), a.intersection([1, 2], {2, 1, 9}), a.difference([1], [2]))
print(a <= b, {1, 2} <= a, {1, 2} < a, a < a, a <= a, a >= {1}, a > {1, 2, 3, 4})
print({1, 2}.issubset([1, 2, 3]), a.issuperset(range(1, 3)), a.isdisjoint({9}), a.isdisjoint(b))
c = set(a)
c |= {10}
c &= {1, 2, 10, 11}
print(c)
c -= {1}
c ^= {2, 20}
print(c)
d = set(a)
d.update([5], {6})
d.intersection_update(range(3, 10))
d.difference_update({4})
d.symmetric_difference_update({5, 42})
print(d)
print(set() | set(), set() & a, a - set(), a == {4, 3, 2, 1}, a != b)
try:
    a | [1]
except TypeError as e:
    print(type(e).__name__, e)
try:
    a + b
except TypeError as e:
    print(type(e).__name__, e)
words1 = set("hello world".split())
words2 = set("world of python".split())
print(sorted(words1 & words2), sorted(words1 | words2), sorted(words1 ^ words2))
evens = set(range(0, 20, 2))
threes = set(range(0, 20, 3))
print(evens & threes, sorted(evens | threes), sorted(evens - threes), sorted(evens ^ threes))
print(len(evens | threes), max(evens & threes), sum(evens - threes))
