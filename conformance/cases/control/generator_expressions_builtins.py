# Checks generator expressions passed directly to sum/min/max/any/all/sorted/list/tuple/set/dict/str.join.
nums = [3, -1, 4, -1, 5, -9, 2, 6]
print(sum(x for x in nums), sum(x * x for x in nums), sum(x for x in nums if x > 0))
print(max(abs(x) for x in nums), min(x for x in nums if x > 0), max((x for x in []), default="none"))
print(any(x > 5 for x in nums), all(x != 0 for x in nums), sorted(x % 4 for x in nums))
print(list(x for x in "abc"), tuple(i * 2 for i in range(4)), set(x % 3 for x in range(10)))
print(dict((k, len(k)) for k in ["a", "bb", "ccc"]), ",".join(str(i) for i in range(5)))
print(sum(1 for _ in range(1000)), sum(i for i in range(10**5)), len(list(x for x in range(7))))
g = (x * 10 for x in range(3))
print(next(g), next(g), list(g), list(g), next(g, "empty"))
words = ["apple", "Bob", "cat", "Dog"]
print(sorted((w for w in words), key=str.lower), max((len(w), w) for w in words))
print(sum(len(w) for w in words) / len(words), "".join(w[0] for w in words))
matrix = [[1, 2], [3, 4]]
print(sum(sum(row) for row in matrix), list(x for row in matrix for x in row))
print(sum(x * y for x, y in zip([1, 2, 3], [4, 5, 6])))
lazy = (1 / x for x in [1, 2, 0, 4])
print(next(lazy), next(lazy))
try:
    next(lazy)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
print(next(lazy, "after error"))
x = "outer"
print(list(x for x in range(3)), x)
print(min((abs(v - 3.7), v) for v in range(10))[1], sum(c.isupper() for c in "Hello World"))
