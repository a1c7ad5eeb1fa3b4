# Checks class patterns with positional sub-patterns resolved through __match_args__.
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"

class Circle:
    __match_args__ = ("center", "radius")
    def __init__(self, center, radius):
        self.center = center
        self.radius = radius

class Rect:
    __match_args__ = ("corner", "w", "h")
    def __init__(self, corner, w, h):
        self.corner = corner
        self.w = w
        self.h = h

def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return f"y-axis {y}"
        case Point(x, 0):
            return f"x-axis {x}"
        case Point(x, y):
            return f"({x}, {y})"
        case _:
            return "not a point"

for p in [Point(0, 0), Point(0, 4), Point(3, 0), Point(1, 2), (0, 0)]:
    print(p, where(p))

def area(shape):
    match shape:
        case Circle(Point(x, y), r):
            return f"circle at {x},{y} area~{round(3.14159 * r * r, 2)}"
        case Rect(Point(x, y), w, h) if w == h:
            return f"square at {x},{y} area={w * h}"
        case Rect(_, w, h):
            return f"rect area={w * h}"
    return "unknown shape"

print(area(Circle(Point(1, 1), 2)))
print(area(Rect(Point(0, 0), 3, 3)))
print(area(Rect(Point(5, 5), 2, 7)))
print(area("circle"))

class NoArgs:
    pass

match NoArgs():
    case NoArgs():
        print("class pattern without arguments matches instances")

try:
    match NoArgs():
        case NoArgs(1):
            print("unreachable")
except TypeError as e:
    print("TypeError:", e)

class Point3(Point):
    __match_args__ = ("x", "y", "z")
    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z

match Point3(1, 2, 3):
    case Point3(a, b, c):
        print("subclass with own match args:", a, b, c)
print(where(Point3(0, 5, 9)))
