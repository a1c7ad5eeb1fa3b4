# Checks iter() and next() over builtin iterables, exhaustion and next's default.
it = iter([1, 2, 3])
print(next(it), next(it), next(it), next(it, "done"), next(it, None))
try:
    next(it)
except StopIteration as e:
    print(type(e).__name__, repr(e))
s = iter("héllo")
print(next(s), next(s), list(s), list(s))
d = {"a": 1, "b": 2}
di = iter(d)
print(next(di), list(di))
r = iter(range(10, 0, -3))
print(list(r))
t = iter((None,))
print(next(t), next(t, "empty"))
it = iter([1, 2, 3, 4, 5])
for x in it:
    if x == 2:
        print("skip", next(it))
    else:
        print("x", x)
z = zip([1, 2, 3], "ab")
print(next(z), list(z))
e = enumerate("xy", start=10)
print(next(e), next(e), next(e, "end"))
it2 = iter([])
print(next(it2, 0))
m = map(lambda v: v * 2, [5, 6])
print(next(m), next(m), next(m, "m done"))
it3 = iter([1, 2, 3])
print(iter(it3) is it3, list(zip(it3, it3)))
try:
    next([1, 2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    iter(5)
except TypeError as e:
    print(type(e).__name__, e)
