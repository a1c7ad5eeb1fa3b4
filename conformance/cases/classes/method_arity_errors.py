# Checks TypeError messages for wrong arguments to __init__, methods, classmethods and staticmethods.
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def move(self, dx, dy=0):
        return Point(self.x + dx, self.y + dy)

    def norm(self):
        return abs(self.x) + abs(self.y)

    @classmethod
    def origin(cls):
        return cls(0, 0)

    @staticmethod
    def dist(a, b):
        return abs(a.x - b.x) + abs(a.y - b.y)

    def kw(self, *, scale):
        return self.x * scale

p = Point(1, 2)
attempts = [
    ("Point(1)", lambda: Point(1)),
    ("Point()", lambda: Point()),
    ("Point(1, 2, 3)", lambda: Point(1, 2, 3)),
    ("Point(1, y=2, z=3)", lambda: Point(1, y=2, z=3)),
    ("Point(1, x=2)", lambda: Point(1, x=2)),
    ("p.norm(1)", lambda: p.norm(1)),
    ("p.move()", lambda: p.move()),
    ("p.move(1, 2, 3)", lambda: p.move(1, 2, 3)),
    ("Point.norm()", lambda: Point.norm()),
    ("Point.move(p)", lambda: Point.move(p)),
    ("Point.origin(1)", lambda: Point.origin(1)),
    ("Point.dist(p)", lambda: Point.dist(p)),
    ("p.dist(p, p, p)", lambda: p.dist(p, p, p)),
    ("p.kw(2)", lambda: p.kw(2)),
    ("p.kw()", lambda: p.kw()),
    ("p.move(dz=1)", lambda: p.move(dz=1)),
]
for label, thunk in attempts:
    try:
        result = thunk()
        print(label, "ok", type(result).__name__)
    except TypeError as e:
        print(f"{label:<20} TypeError: {e}")

class C:
    def m(self):
        return "m"

    def no_self():
        return "no self"

try:
    C().m(1)
except TypeError as e:
    print(e)
try:
    C().no_self()
except TypeError as e:
    print(e)
print(C.no_self())

class Empty:
    pass

try:
    Empty(1)
except TypeError as e:
    print(e)
try:
    Empty(a=1)
except TypeError as e:
    print(e)
try:
    object.__new__(5)
except TypeError as e:
    print(type(e).__name__)
