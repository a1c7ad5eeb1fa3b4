# Checks enumerate() with default and custom start, over various iterables.
print(list(enumerate("abc")))
print(list(enumerate("abc", 1)))
print(list(enumerate("abc", start=10)))
print(list(enumerate([], 5)))
print(list(enumerate(["x", "y"], start=-2)))
for i, (k, v) in enumerate({"a": 1, "b": 2}.items()):
    print(i, k, v)
for idx, ch in enumerate(reversed("xyz"), start=1):
    print(idx, ch)
e = enumerate([10, 20, 30])
print(next(e), next(e))
print(list(e))
print(list(e))
print(dict(enumerate("hey")))
print({v: i for i, v in enumerate("hey")})
print(list(enumerate(range(3, 0, -1), 100)))
lines = ["first", "second", "third"]
for n, line in enumerate(lines, 1):
    print(f"{n:>3}: {line}")
print([i for i, v in enumerate([0, 5, 0, 7]) if v])
print(list(enumerate(enumerate("ab"))))
print(type(enumerate([])).__name__)
