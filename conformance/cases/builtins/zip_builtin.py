# Checks zip(): shortest truncation, many iterables, unzip, strict=True and its ValueError.
print(list(zip([1, 2, 3], "abc")))
print(list(zip([1, 2, 3], "ab")))
print(list(zip()))
print(list(zip([1, 2])))
print(list(zip(range(3), range(10, 13), range(20, 23))))
print(list(zip("ab", [], "cd")))
pairs = [("a", 1), ("b", 2), ("c", 3)]
letters, nums = zip(*pairs)
print(letters, nums)
print(dict(zip("xyz", range(3))))
print(list(zip([1, 2], [3, 4], strict=True)))
try:
    list(zip([1, 2, 3], [4, 5], strict=True))
except ValueError as e:
    print("ValueError:", e)
try:
    list(zip([1], [4, 5], strict=True))
except ValueError as e:
    print("ValueError:", e)
try:
    list(zip([1, 2], [3, 4], [5], strict=True))
except ValueError as e:
    print("ValueError:", e)
try:
    list(zip([1, 2], [3, 4], [5, 6, 7], strict=True))
except ValueError as e:
    print("ValueError:", e)
z = zip("abc", "def")
print(next(z))
print(list(z))
for a, b, c in zip("123", "456", "789"):
    print(a + b + c)
matrix = [[1, 2, 3], [4, 5, 6]]
print([list(col) for col in zip(*matrix)])
print(type(zip()).__name__)
try:
    zip(1, 2)
except TypeError as e:
    print("TypeError:", e)
