from collections import namedtuple

Point = namedtuple("Point", ["x", "y"])
p = Point(11, y=22)
print(p, p.x + p.y, p[0], tuple(p), len(p))
x, y = p
print(x, y, p == (11, 22), isinstance(p, tuple))
print(p._asdict(), p._replace(x=1), Point._fields, Point._make([3, 4]))
print(Point.__name__, type(p).__name__)
Employee = namedtuple("Employee", "name, dept salary", defaults=[1000])
e = Employee("ada", "eng")
print(e, Employee._field_defaults)
print(sorted([Employee("b", "x", 3), Employee("a", "y", 5)], key=lambda r: r.salary))
for args, kwargs in [((1,), {}), ((1, 2, 3), {}), ((1,), {"x": 2}), ((), {"z": 1})]:
    try:
        Point(*args, **kwargs)
    except TypeError as err:
        print("TypeError", err)
for fields in ["a 1b", "a class", "a _b", "a a"]:
    try:
        namedtuple("T", fields)
    except ValueError as err:
        print("ValueError", err)
R = namedtuple("R", "a def a _c", rename=True)
print(R._fields)
try:
    p._replace(z=1)
except ValueError as err:
    print("ValueError", err)
try:
    p.x = 5
except AttributeError as err:
    print("AttributeError")
print({Point(1, 2): "a"}[Point(1, 2)])


class Pixel(Point):
    def norm(self):
        return abs(self.x) + abs(self.y)


print(Pixel(3, -4).norm())
