# Checks star-unpacking in assignments, for targets, calls, displays and dict merges.
first, *middle, last = range(6)
print(first, middle, last)
*init, tail = "abc"
print(init, tail)
head, *rest = [1]
print(head, rest)
(a, b), *others = [(1, 2), 3, 4]
print(a, b, others)
for x, *ys in [(1, 2, 3), (4,), (5, 6)]:
    print(x, ys)

def show(*args, **kwargs):
    return args, kwargs

nums = [1, 2]
opts = {"sep": "-"}
print(show(*nums, 3, *range(2), key=1, **opts))
print([*nums, *"xy", *(9,)], (*nums,), {*nums, 3})
print({**opts, "end": "!", **{"sep": "+"}})
print(*[1, 2, 3], sep=", ")
try:
    p, q = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
try:
    p, q, *r = [1]
except ValueError as e:
    print("ValueError:", e)
try:
    show(**{"a": 1}, **{"a": 2})
except TypeError as e:
    print("TypeError:", e)
first, second, *_ = "hello"
print(first + second)
matrix = [[1, 2], [3, 4]]
print(list(zip(*matrix)))
