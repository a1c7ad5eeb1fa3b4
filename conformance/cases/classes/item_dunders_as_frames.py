# __getitem__, __setitem__ and __delitem__ of user classes: results, ignored return values,
# exceptions and their tracebacks, generator methods, builtin subclasses, nesting and recursion.
import traceback


class Grid:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.cells = [0] * (w * h)
        self.log = []

    def _idx(self, x, y):
        if 0 <= x < self.w and 0 <= y < self.h:
            return y * self.w + x
        raise IndexError("cell out of range")

    def __getitem__(self, xy):
        x, y = xy
        return self.cells[self._idx(x, y)]

    def __setitem__(self, xy, value):
        x, y = xy
        self.cells[self._idx(x, y)] = value
        self.log.append(("set", xy))
        return "ignored"

    def __delitem__(self, xy):
        self.log.append(("del", xy))
        return "ignored too"


g = Grid(3, 2)
for y in range(2):
    for x in range(3):
        g[x, y] = x * 10 + y
print(g.cells)
g[1, 1] += 5
print(g[1, 1], g[2, 0] + g[0, 1])
print([g[x, 1] for x in range(3)])
del g[0, 0]
print(g.log[-3:])
r = g.__setitem__((0, 0), 99)
print(r, g[0, 0])

for bad in [(5, 0), (0, -1)]:
    try:
        g[bad]
    except IndexError as e:
        print("get", bad, e)
    try:
        g[bad] = 1
    except IndexError as e:
        print("set", bad, e)

try:
    g[1, 2, 3]
except ValueError as e:
    print("unpack", e)


class Recursive:
    def __getitem__(self, n):
        return 1 if n <= 1 else n * self[n - 1]


print(Recursive()[20])


class Gen:
    def __getitem__(self, n):
        yield n
        yield n + 1

    def __setitem__(self, k, v):
        yield "never runs"


gen = Gen()
print(list(gen[4]))
gen[1] = 2
print("generator __setitem__ made and dropped")


class Tracked(list):
    def __getitem__(self, i):
        return ("tracked", super().__getitem__(i))

    def __setitem__(self, i, v):
        super().__setitem__(i, v * 2)


t = Tracked([1, 2, 3])
t[0] = 10
print(t[0], t[-1], list(t))


class Boom:
    def __getitem__(self, k):
        return {}[k]

    def __setitem__(self, k, v):
        raise KeyError(("set", k, v))


def outer():
    b = Boom()
    return b["missing"]


try:
    outer()
except KeyError as e:
    print([(f.name, f.line) for f in traceback.extract_tb(e.__traceback__)])

try:
    Boom()[1] = 2
except KeyError as e:
    print("setitem raised", e)


class Chained:
    def __init__(self):
        self.inner = Grid(2, 2)

    def __getitem__(self, k):
        return self.inner[k] * 2

    def __setitem__(self, k, v):
        self.inner[k] = v + 1


c = Chained()
c[1, 1] = 4
print(c[1, 1], c.inner.cells)


class Static:
    __getitem__ = staticmethod(lambda k: ("static", k))


s = Static()
print(s[3])


class WithCount:
    def __init__(self):
        self.n = 0

    def __getitem__(self, k):
        self.n += 1
        if k == "stop":
            raise StopIteration
        return k


w = WithCount()
try:
    w["stop"]
except StopIteration:
    print("StopIteration from __getitem__", w.n)
print(sum(w[i] for i in range(100)), w.n)
