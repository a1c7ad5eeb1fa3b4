# Checks tuple creation, the one-element comma, immutability, methods, concatenation and hashing.
t = (1, "two", 3.0, None, (5, 6))
print(t, len(t), t[1], t[-1][0], t[1:3], t[::-1], t[::2])
print((), (1,), (1), type((1)), type((1,)), tuple(), tuple("abc"), tuple([1, 2]), tuple(range(3)))
single = 5,
print(single, len(single))
print(t.count(None), (1, 2, 1, 1).count(1), t.index(3.0), (1, 2, 3, 2).index(2, 2))
print((1, 2) + (3,), (0,) * 3, 2 in (1, 2), (1, 2) == (1, 2), (1, 2) is not (1, 2, 3)[:2])
a, b, c = (1, 2, 3)
print(a + b + c)
try:
    t[0] = 99
except TypeError as e:
    print(type(e).__name__, e)
try:
    t.append(1)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    (1, 2).index(9)
except ValueError as e:
    print(type(e).__name__, e)
try:
    (1, 2)[2]
except IndexError as e:
    print(type(e).__name__, e)
try:
    (1,) + [2]
except TypeError as e:
    print(type(e).__name__, e)
mutable_inside = ([1], 2)
mutable_inside[0].append(3)
print(mutable_inside)
d = {(0, 0): "origin", (1, 2): "point"}
print(d[(1, 2)], d[0, 0], (1, 2) in d)
print(hash((1, 2)) == hash((1, 2)), hash(()) == hash(()))
points = [(3, 1), (1, 2), (1, 1), (2, 5)]
print(sorted(points), max(points), min(points, key=lambda p: p[1]))
print(tuple(x * 2 for x in range(4)), tuple(sorted({3, 1, 2})))
print(repr((1,)), str(("a", "b")), (1, (2, (3, ()))))
