# Checks __init__ with default, keyword, *args and **kwargs parameters.
class Rect:
    def __init__(self, width=1, height=None, *, label="rect", **meta):
        self.width = width
        self.height = width if height is None else height
        self.label = label
        self.meta = meta

    def area(self):
        return self.width * self.height

    def __repr__(self):
        return f"Rect({self.width}x{self.height}, {self.label!r}, {self.meta})"

print(Rect())
print(Rect(3))
print(Rect(3, 4))
print(Rect(height=2))
print(Rect(2, 5, label="box", color="red", z=1))
print(Rect(width=7, label="wide").area())
print([Rect(i).area() for i in range(4)])

class Point:
    def __init__(self, *coords):
        self.coords = coords
        self.dim = len(coords)

    def __repr__(self):
        return "Point" + repr(self.coords)

print(Point(), Point(1), Point(1, 2, 3))
print(Point(*[4, 5]).dim)

class User:
    def __init__(self, name, email=None, roles=("viewer",), active=True):
        self.name = name
        self.email = email or f"{name.lower()}@example.com"
        self.roles = list(roles)
        self.active = active

    def __repr__(self):
        return f"User({self.name}, {self.email}, {self.roles}, active={self.active})"

print(User("Ann"))
print(User("Bob", "b@x.org", ["admin", "editor"]))
print(User("Cy", active=False))
args = {"name": "Di", "roles": ("ops",)}
print(User(**args))

class Nothing:
    pass

n = Nothing()
print(type(n).__name__, n.__dict__)

class ReturnsNone:
    def __init__(self):
        self.ok = True
        return None

print(ReturnsNone().ok)

class BadInit:
    def __init__(self):
        return 5

try:
    BadInit()
except TypeError as e:
    print("TypeError:", e)
