# Item reads, stores and len on arrays: the shapes the native fast paths take (int indexes in
# range, ints and floats the typecode holds) next to the ones they leave to Python (negative
# and out-of-range indexes, __index__ objects, bools, float and int subclasses, overflow at each
# typecode's bounds, 'f' rounding, slices, subclasses overriding the item methods).
from array import array


def attempt(label, action):
    try:
        print(label, action())
    except Exception as e:
        print(label, type(e).__name__, e)


class Index:
    def __init__(self, i):
        self.i = i

    def __index__(self):
        return self.i


a = array('d', [1.0, 2.0, 3.0])
for index in [0, 2, -1, -3, 3, -4, 2**62, -(2**62), 2**63, -(2**63) - 1, True, False, Index(1),
              Index(-1), Index(7), 1.0, "0", None]:
    attempt(("get", repr(index) if not isinstance(index, Index) else "Index"), lambda: a[index])

for index in [0, -1, 3, -4, True, Index(2), Index(-5), 1.5]:
    def store():
        a[index] = 9.5
        return list(a)
    attempt(("set", repr(index) if not isinstance(index, Index) else "Index"), store)

print(len(a), len(array('i')), len(array('b', range(100))))

d = array('d', [0.0])
for value in [1, -7, True, False, 2**53 + 1, 2**63 - 1, -(2**63), 2**70, 10**400, 1.5, float('inf'),
              float('nan'), "1", None, Index(3), 3 + 0j]:
    def store():
        d[0] = value
        return repr(d[0]), type(d[0]).__name__
    attempt(("d", repr(value)[:20]), store)

class F(float):
    pass


class N(int):
    pass


d[0] = F(2.25)
print(d, type(d[0]).__name__)
d[0] = N(4)
print(d, type(d[0]).__name__)

f = array('f', [0.0])
for value in [0.1, 1 / 3, 16777217, 2**62 + 1, 3.4028235677973366e+38, 3.5e38, -1e300, 1e-46,
              float('-inf'), True, F(0.1), N(16777217)]:
    f[0] = value
    print("f", repr(value)[:24], repr(f[0]), type(f[0]).__name__)
f[-1] = 0.7
print(f, f.tobytes().hex())

bounds = {
    'b': (-128, 127), 'B': (0, 255), 'h': (-32768, 32767), 'H': (0, 65535),
    'i': (-(2**31), 2**31 - 1), 'I': (0, 2**32 - 1), 'l': (-(2**63), 2**63 - 1),
    'L': (0, 2**64 - 1), 'q': (-(2**63), 2**63 - 1), 'Q': (0, 2**64 - 1),
}
for code, (low, high) in bounds.items():
    x = array(code, [0, 0])
    for value in [low, high, low - 1, high + 1, -1, 1.0, True, N(5), Index(6), "7"]:
        def store():
            x[-1] = value
            return repr(x[1]), type(x[1]).__name__
        attempt((code, repr(value)[:24]), store)
    print(code, x, x.tobytes().hex())

u = array('u', 'ab')
for value in ["z", "zz", 1, b"z"]:
    def store():
        u[0] = value
        return u
    attempt(("u", repr(value)), store)

print(a[1:], a[::-1], a[:0], type(a[:]).__name__)
s = array('i', range(6))
s[1:3] = array('i', [7, 8, 9])
print(s)
attempt("slice-list", lambda: s.__setitem__(slice(0, 1), [1]))
attempt("slice-kind", lambda: s.__setitem__(slice(0, 1), array('d', [1.0])))
del s[0], s[-1]
print(s, len(s))


class Logged(array):
    def __getitem__(self, index):
        print("get", index)
        return super().__getitem__(index) * 10

    def __setitem__(self, index, value):
        print("set", index, value)
        super().__setitem__(index, value + 1)

    def __len__(self):
        return 42


g = Logged('i', [1, 2, 3])
print(g[0], g[-1])
g[1] = 5
print(list(g), len(g), array.__len__(g), array.__getitem__(g, 1))
attempt("sub", lambda: g.__setitem__(0, 2**40))


class Plain(array):
    pass


p = Plain('d', [1.5, 2.5])
p[0] = 4
print(p[0], p[-1], len(p), type(p[:]).__name__)
attempt("plain", lambda: p[5])
