# Builtins that read a whole generator (str.join, list, tuple, sorted): results, errors raised
# inside the generator or by the builtin, partly consumed and running generators, PEP 479.
words = ["a", "bb", "ccc"]
print("-".join(w.upper() for w in words))
print(list(x * 2 for x in range(5)), tuple(x for x in "abc"), sorted(-x for x in range(4)))
print(str.join(",", (w for w in words)))
def gen():
    yield "x"
    raise ValueError("in gen")
try:
    "".join(gen())
except ValueError as e:
    print("caught", e)
def bad():
    yield "a"
    yield 3
try:
    "".join(bad())
except TypeError as e:
    print("TypeError", e)
g = (i for i in range(3))
next(g)
print(list(g), list(g))
def selfref():
    yield from list(me)
me = selfref()
try:
    list(me)
except ValueError as e:
    print("ValueError", e)
def stop():
    yield 1
    raise StopIteration
try:
    tuple(stop())
except RuntimeError as e:
    print("RuntimeError", e)
class S(str): pass
print(S("+").join(c for c in "xyz"))
print(sorted((c for c in "hello"), reverse=True))
print(len(list(range(3) for _ in range(2))))
nested = ["".join(c for c in w) for w in words]
print(nested)
