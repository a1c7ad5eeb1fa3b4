# Checks list/tuple/dict/set/frozenset constructors from various iterables.
print(list(), list("abc"), list((1, 2)), list(range(3)), list({"a": 1, "b": 2}))
print(tuple(), tuple([1, 2]), tuple("hi"), tuple(range(2)), tuple({"x": 0}))
print(dict(), dict(a=1, b=2), dict([("a", 1), ("b", 2)]), dict({"x": 1}, y=2))
print(dict(zip("ab", [1, 2])), dict([["k", "v"]]), dict(((1, 2), (3, 4))))
print(dict.fromkeys(["a", "b"]), dict.fromkeys("xy", 0))
print(sorted(set("hello")), set(), len(set([1, 1, 2])), set([3, 1, 2]) == {1, 2, 3})
print(sorted(frozenset([3, 1, 2])), frozenset() == frozenset([]), frozenset([1]) == {1})
print(list(list("ab")), tuple(tuple("ab")), list(dict(a=1).items()))
orig = [1, [2, 3]]
copy = list(orig)
copy.append(4)
copy[1].append(99)
print(orig, copy, orig is copy, orig[1] is copy[1])
print(set([1, 2]) | {3}, {1, 2} & frozenset([2, 3]), type({1} | frozenset([2])).__name__)
print(type(frozenset([1]) | {2}).__name__)
try:
    dict([1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    dict([("a", 1, 2)])
except ValueError as e:
    print("ValueError:", e)
try:
    list(5)
except TypeError as e:
    print("TypeError:", e)
try:
    set([[1]])
except TypeError as e:
    print("TypeError:", e)
try:
    {{}: 1}
except TypeError as e:
    print("TypeError:", e)
