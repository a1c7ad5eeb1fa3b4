# Checks starred assignment targets and swapping, used with function results.
def parts():
    return [1, 2, 3, 4, 5]

first, *middle, last = parts()
print(first, middle, last)
*init, tail = parts()
print(init, tail)
head, *rest = "hello"
print(head, rest)
a, *b = [1]
print(a, b)
(x, y), *others = [(1, 2), (3, 4), (5, 6)]
print(x, y, others)

def swap(a, b):
    return b, a

p, q = swap("left", "right")
print(p, q)
p, q = q, p
print(p, q)

m, n, o = range(3)
print(m, n, o)
for key, (lo, hi) in {"a": (1, 2), "b": (3, 4)}.items():
    print(key, lo, hi)

for i, (name, *scores) in enumerate([("ann", 1, 2, 3), ("bob", 4), ("cy",)]):
    print(i, name, scores, sum(scores))

try:
    a, b = parts()
except ValueError as e:
    print("ValueError:", e)
try:
    a, b, c, d, e, f = parts()
except ValueError as e:
    print("ValueError:", e)
try:
    a, *b, c, d, e, f, g = parts()
except ValueError as e:
    print("ValueError:", e)
