# Checks sum, min, max over numbers with start values, mixed types and big ints.
nums = [3, -1, 4, 1, -5, 9, 2, 6]
print(sum(nums), sum(nums, 100), sum(nums, start=-100), sum([]), sum([], 7.5))
print(min(nums), max(nums), min(3, 1, 2), max(3, 1, 2), max(nums, key=lambda n: -n))
print(sum([0.1] * 10), sum([1e100, 1.0, -1e100]), sum([2**64, 2**64, 0.5]))
print(sum(range(101)), sum(range(10**5)), sum(x * x for x in range(10)))
print(sum([True, True, True]), sum([1.5, 2, True]), type(sum([1, 2.0])))
print(max([2**70, 2**69 * 3, 1e21]), min([-2**70, -1e22]))
print(max([1, 1.0]), max([1.0, 1]), min(["b", "a", "c"]), max("hello"))
print(max([], default="empty"), min([], default=None), max([5], default=0))
print(max([(1, "b"), (1, "a"), (0, "z")]), min([[2], [1, 9], [1, 8, 0]]))
vals = [1.5, 2.5, 3.5]
mean = sum(vals) / len(vals)
var = sum((v - mean) ** 2 for v in vals) / len(vals)
print(mean, var)
print(sum([[1], [2, 3]], []), sum([(1,), (2,)], ()))
try:
    sum(["a", "b"], "")
except TypeError as e:
    print(type(e).__name__, e)
try:
    min([])
except ValueError as e:
    print(type(e).__name__, e)
try:
    max(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    max([1, None])
except TypeError as e:
    print(type(e).__name__, e)
print(max(3, 3.0), min(2.0, 2), max(-0.0, 0), max(0, -0.0))
print(max(["apple", "fig", "banana"], key=len), min(["apple", "fig", "banana"], key=len))
