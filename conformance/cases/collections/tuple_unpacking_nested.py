# Checks nested and starred unpacking of tuples in assignments, loops and function returns.
point = (1, (2, 3))
x, (y, z) = point
print(x, y, z)
pairs = [(1, ("a", True)), (2, ("b", False))]
for n, (letter, flag) in pairs:
    print(n, letter, flag)
def min_max(values):
    return min(values), max(values)
lo, hi = min_max([4, 9, -2, 7])
print(lo, hi)
first, *middle, last = (10, 20, 30, 40, 50)
print(first, middle, last, type(middle))
(a, b), *rest = [(1, 2), (3, 4), (5, 6)]
print(a, b, rest)
for i, (k, v) in enumerate({"x": 1, "y": 2}.items()):
    print(i, k, v)
matrix = [(1, 2, 3), (4, 5, 6)]
for a, *others in matrix:
    print(a, others)
(p, q), (r, s) = "ab", "cd"
print(p, q, r, s)
head, *tail = "h"
print(head, tail)
swapped = [(b, a) for a, b in [(1, "x"), (2, "y")]]
print(swapped)
records = [("ann", 30, "nyc"), ("bob", 25, "sf")]
for name, _, city in records:
    print(name, city)
try:
    (a, b), c = (1, 2, 3), 4
except ValueError as e:
    print(type(e).__name__, e)
try:
    x, y = [1, 2, 3]
except ValueError as e:
    print(type(e).__name__, e)
try:
    m, n = 7
except TypeError as e:
    print(type(e).__name__, e)
a, b = b, a = 1, 2
print(a, b)
