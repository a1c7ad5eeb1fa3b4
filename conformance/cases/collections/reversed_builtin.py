# Checks reversed() on lists, tuples, strings, ranges, dicts and its errors for non-sequences.
print(list(reversed([1, 2, 3])), list(reversed((4, 5))), list(reversed("héllo")), "".join(reversed("abc")))
print(list(reversed(range(5))), list(reversed(range(1, 10, 3))), list(reversed({"a": 1, "b": 2})), list(reversed([])))
print(list(reversed({"a": 1, "b": 2}.values())), list(reversed({"a": 1, "b": 2}.items())))
print(list(reversed(b"abc")), list(reversed(list(reversed([1, 2])))))
lst = [1, 2, 3]
r = reversed(lst)
print(next(r))
lst[0] = 100
print(list(r))
for i, x in enumerate(reversed("xyz")):
    print(i, x)
try:
    reversed({1, 2})
except TypeError as e:
    print(type(e).__name__, e)
try:
    reversed(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    reversed(x for x in [1])
except TypeError as e:
    print(type(e).__name__, e)
it = reversed([1, 2])
print(list(it), list(it), next(it, "exhausted"))
words = "one two three".split()
print(" ".join(reversed(words)), words[::-1] == list(reversed(words)))
stack = [1, 2, 3]
print([stack.pop() for _ in range(len(stack))], stack)
