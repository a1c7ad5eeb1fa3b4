# Stores into instances of __slots__ classes: declared names (own and inherited), names no class
# declares, subclasses with and without __slots__, __dict__ among the slots, and class values.


class Point:
    __slots__ = ("x", "y")
    ORIGIN = 0

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def move(self, dx):
        self.x += dx
        return self


p = Point(1, 2).move(5)
print(p.x, p.y, p.ORIGIN)
for name in ("z", "ORIGIN", "__weakref__"):
    try:
        setattr(p, name, 1)
    except AttributeError as e:
        print("AttributeError:", e)
del p.y
try:
    p.y
except AttributeError as e:
    print("AttributeError:", e)
p.y = 7
print(p.y)


class Point3(Point):
    __slots__ = ("z",)

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


q = Point3(1, 2, 3)
q.x, q.z = 10, 30
print(q.x, q.y, q.z)
try:
    q.w = 4
except AttributeError as e:
    print("AttributeError:", e)


class Loose(Point):
    pass


loose = Loose(1, 2)
loose.anything = "kept"
print(loose.anything, "anything" in loose.__dict__)


class WithDict:
    __slots__ = ("a", "__dict__")


w = WithDict()
w.a = 1
w.b = 2
print(w.a, w.b, w.__dict__["b"])


class Guarded:
    __slots__ = ("value",)

    def __setattr__(self, name, value):
        print("setattr", name, value)
        object.__setattr__(self, name, value)


g = Guarded()
g.value = 5
print(g.value)
try:
    g.other = 1
except AttributeError as e:
    print("AttributeError:", e)

# Many stores in a loop take the same path every time.
total = Point(0, 0)
for i in range(1000):
    total.x = total.x + i
    total.y = i
print(total.x, total.y)
