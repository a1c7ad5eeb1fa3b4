# Checks zip with uneven/empty/many iterables and strict=True, and enumerate with start.
a, b, c = [1, 2, 3], "abcd", (True, False)
print(list(zip(a, b)), list(zip(a, b, c)), list(zip()), list(zip(a)), list(zip([], a)))
print(dict(zip("xyz", range(3))), list(zip(*[(1, "a"), (2, "b"), (3, "c")])))
matrix = [[1, 2, 3], [4, 5, 6]]
print([list(col) for col in zip(*matrix)])
print(list(zip(a, a[1:])), [y - x for x, y in zip(a, a[1:])])
print(list(zip(a, b, strict=False)))
try:
    list(zip(a, b, strict=True))
except ValueError as e:
    print(type(e).__name__, e)
try:
    list(zip("abcd", a, strict=True))
except ValueError as e:
    print(type(e).__name__, e)
try:
    list(zip(a, a, "ab", strict=True))
except ValueError as e:
    print(type(e).__name__, e)
print(list(zip(a, [4, 5, 6], strict=True)))
print(list(enumerate("abc")), list(enumerate("abc", 1)), list(enumerate("abc", start=-2)), list(enumerate([])))
for i, (x, y) in enumerate(zip("pq", [10, 20]), start=100):
    print(i, x, y)
names = ["ann", "bob", "cid"]
scores = [90, 85]
print({n: s for n, s in zip(names, scores)})
for idx, name in enumerate(names):
    if name == "bob":
        print("found bob at", idx)
print(list(enumerate(zip("ab", "cd"))), list(zip(range(3), enumerate("xy"))))
try:
    zip(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
print(list(enumerate("ab", 2**64)))
