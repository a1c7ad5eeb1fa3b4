# __slots__: instances hold only the declared attributes (and have no __dict__) when every
# class of theirs declares them; dataclass(slots=True) makes such a class.
from dataclasses import dataclass


class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


p = Point(1, 2)
p.x = 10
print(p, Point.__slots__)
for action in (lambda: setattr(p, "z", 3), lambda: p.__dict__, lambda: vars(p)):
    try:
        action()
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)


class Point3(Point):
    __slots__ = ("z",)


q = Point3(1, 2)
q.z = 3
print(q.z)
try:
    q.w = 4
except AttributeError as e:
    print(e)


class Loose(Point):
    pass


r = Loose(1, 2)
r.anything = 5
print(r.anything, 'anything' in r.__dict__)


class WithDict:
    __slots__ = ("a", "__dict__")


w = WithDict()
w.a = 1
w.b = 2
print(w.a, w.b, w.__dict__['b'])


class One:
    __slots__ = "only"


o = One()
o.only = 1
try:
    o.other = 2
except AttributeError as e:
    print(e)
try:
    print(o.missing)
except AttributeError as e:
    print(e)
try:
    del o.only
    print(o.only)
except AttributeError as e:
    print(e)

try:
    class Bad:
        __slots__ = (1,)
except TypeError as e:
    print(e)
try:
    class Bad2:
        __slots__ = ("not an id",)
except TypeError as e:
    print(e)
try:
    class Bad3:
        __slots__ = ("x",)
        x = 1
except ValueError as e:
    print(e)


@dataclass(frozen=True, slots=True)
class Frozen:
    a: int
    b: int = 2


f = Frozen(1)
print(f, Frozen.__slots__, hash(f) == hash(Frozen(1)))
try:
    f.a = 5
except AttributeError as e:
    print(type(e).__name__, e)


@dataclass(slots=True)
class Item:
    name: str
    qty: int = 0


it = Item("a", 2)
print(it, hasattr(it, "__dict__"))
try:
    it.price = 3
except AttributeError as e:
    print(e)


class Props:
    __slots__ = ("_v",)

    @property
    def v(self):
        return self._v

    @v.setter
    def v(self, value):
        self._v = value * 2


pr = Props()
pr.v = 4
print(pr.v)


class Private:
    __slots__ = ("__secret", "shown")

    def __init__(self):
        self.__secret = 1
        self.shown = 2

    def peek(self):
        return self.__secret


pv = Private()
print(pv.peek(), pv._Private__secret, Private.__slots__)

import copy

c = copy.copy(p)
d = copy.deepcopy(q)
print(c, d, d.z, copy.deepcopy(pv).peek(), copy.copy(w).b)
