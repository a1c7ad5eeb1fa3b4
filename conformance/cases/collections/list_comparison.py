# Checks lexicographic comparison of lists and tuples, equality with mixed numbers and nesting.
pairs = [([1, 2], [1, 2]), ([1, 2], [1, 3]), ([1, 2], [1]), ([], [0]), ([2], [1, 9]), ([1, [2]], [1, [3]]),
         ([1.0, 2], [1, 2.0]), (["a"], ["B"]), ([1, 2, 3], [1, 2, 3, 0]), ([0.5], [True])]
for a, b in pairs:
    print(a, b, a == b, a != b, a < b, a <= b, a > b, a >= b)
print((1, 2) < (1, 2, 0), (2,) > (1, 99), () < (0,), (1, "a") < (1, "b"), ((1, 2), 3) < ((1, 3), 0))
print([1, 2] == (1, 2), [] == (), list((1, 2)) == [1, 2], tuple([1]) == (1,))
nan = float("nan")
print([nan] == [nan], (nan,) == (nan,), [1, nan] < [2, nan])
x = [nan]
print(x == x, [x[0]] == x)
try:
    print([1, "a"] < [1, 2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    print([1] < (1,))
except TypeError as e:
    print(type(e).__name__, e)
print([1, "a"] < [2, 1], [1, "a"] == [1, 2])
print(max([[1, 2], [1, 10], [0, 99]]), min([(3, "c"), (1, "z"), (1, "a")]))
versions = ["1.10.0", "1.2.3", "1.2.10", "0.9", "1.2"]
print(sorted(versions), sorted(versions, key=lambda v: [int(p) for p in v.split(".")]))
