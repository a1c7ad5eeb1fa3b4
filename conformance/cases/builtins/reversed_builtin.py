# Checks reversed() on lists, tuples, strings, ranges, dicts and its errors.
print(list(reversed([1, 2, 3])))
print(list(reversed((1, "a", None))))
print("".join(reversed("stressed")))
print(list(reversed(range(5))), list(reversed(range(0, 20, 5))))
print(list(reversed({"a": 1, "b": 2, "c": 3})))
print(list(reversed({"a": 1, "b": 2}.items())))
print(list(reversed({"a": 1, "b": 2}.values())))
print(list(reversed([])))
r = reversed([10, 20, 30])
print(next(r), next(r), next(r), next(r, "done"))
lst = [1, 2, 3]
rl = reversed(lst)
lst[0] = 100
print(list(rl))
for i, ch in enumerate(reversed("abc")):
    print(i, ch)
print(list(reversed(b"abc")))
try:
    reversed({1, 2, 3})
except TypeError as e:
    print("TypeError:", e)
try:
    reversed(5)
except TypeError as e:
    print("TypeError:", e)
try:
    reversed(x for x in [1])
except TypeError as e:
    print("TypeError:", e)
