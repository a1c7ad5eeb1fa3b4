# Checks iter()/next() with defaults, StopIteration, and iterating manually.
it = iter([1, 2, 3])
print(next(it), next(it), next(it))
print(next(it, "default"))
print(next(it, None))
try:
    next(it)
except StopIteration as e:
    print("StopIteration", repr(e), e.args)
s = iter("ab")
print(next(s), next(s), next(s, "end"))
d = iter({"x": 1, "y": 2})
print(next(d), list(d))
r = iter(range(10, 13))
print(next(r), list(r))
t = iter((5,))
print(list(t), list(t))
items = [4, 5, 6]
itx = iter(items)
print(iter(itx) is itx)
for v in itx:
    print("for", v)
    if v == 4:
        print("skipped", next(itx))
e = iter([])
print(next(e, 0))
lines = iter(["header", "a", "b"])
header = next(lines)
print(header, [l.upper() for l in lines])
def read_all(iterator):
    out = []
    while True:
        v = next(iterator, None)
        if v is None:
            return out
        out.append(v)
print(read_all(iter([1, 2, 3])))
try:
    next([1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    iter(5)
except TypeError as e:
    print("TypeError:", e)
