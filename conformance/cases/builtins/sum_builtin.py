# Checks sum() with ints, floats, start values, big ints and its string error.
print(sum([1, 2, 3]), sum([]), sum(()), sum(range(1, 101)))
print(sum([1, 2, 3], 10), sum([], 5), sum([1.5, 2.5]), sum([1, 2.5]))
print(sum([0.1] * 10), sum([0.1, 0.2, 0.3]))
print(sum([True, True, False, True]))
print(sum([10 ** 20, 10 ** 20, 1]))
print(sum([[1], [2, 3], []], []))
print(sum([(1,), (2,)], ()))
print(sum(x * x for x in range(5)))
print(sum([-1.5, 1.5]), sum([1e100, 1.0, -1e100]))
print(sum({1: "a", 2: "b"}), sum({3, 4}))
print(sum([0.5, 0.25], start=1))
print(round(sum([19.99, 5.01, 0.1]), 2))
try:
    sum(["a", "b"])
except TypeError as e:
    print("TypeError:", e)
try:
    sum(["a", "b"], "")
except TypeError as e:
    print("TypeError:", e)
try:
    sum([1, "x"])
except TypeError as e:
    print("TypeError:", e)
try:
    sum(5)
except TypeError as e:
    print("TypeError:", e)
