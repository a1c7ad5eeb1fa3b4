# cls(args) for classes whose __new__ is a Python function: what __new__ returns, the __init__
# of the object's own class, errors raised in either, and the stdlib classes built this way.
from collections import namedtuple
from fractions import Fraction
import enum


class A:
    def __new__(cls, *args):
        print("new", cls.__name__, args)
        if args and args[0] == "other":
            return 42
        if args and args[0] == "sub":
            return object.__new__(B)
        return super().__new__(cls)

    def __init__(self, *args):
        print("init A", type(self).__name__, args)


class B(A):
    def __init__(self, *args):
        print("init B", args)


print(type(A(1, 2)).__name__, A("other"), type(A("sub")).__name__, type(B()).__name__)
print(type(A(1, key="kw" if False else 2)).__name__)


class Bad:
    def __new__(cls, x):
        raise ValueError(x)


try:
    Bad(7)
except ValueError as e:
    print("ValueError", e)


class BadInit:
    def __new__(cls, x):
        return super().__new__(cls)

    def __init__(self, x):
        raise KeyError(x)


try:
    BadInit("k")
except KeyError as e:
    print("KeyError", e)


class NoArgs:
    def __new__(cls):
        return super().__new__(cls)


try:
    NoArgs(1)
except TypeError as e:
    print("TypeError", e)


class Static:
    @staticmethod
    def __new__(cls, value):
        obj = object.__new__(cls)
        obj.value = value
        return obj


print(Static(3).value)


class Counted:
    made = 0

    def __new__(cls):
        cls.made += 1
        return super().__new__(cls)


objs = [Counted() for _ in range(5)]
print(Counted.made, len(set(map(id, objs))))

P = namedtuple("P", "x y")
print(P(1, 2), P(x=3, y=4), P(5, y=6)._replace(x=0))
print(Fraction(3, 6), Fraction(1, 3) + Fraction(1, 6), sorted([Fraction(1, 3), Fraction(1, 4)]))
print(list(map(Fraction, [1, 2])), Fraction("0.25"), Fraction(1.5))


class Color(enum.Enum):
    RED = 1
    GREEN = 2


print(Color(1), Color(2).name, [c.value for c in Color])


# A __new__ that recurses into instantiation of its own class.
class Node:
    def __new__(cls, depth):
        obj = super().__new__(cls)
        obj.child = Node(depth - 1) if depth else None
        return obj

    def __init__(self, depth):
        self.depth = depth


n = Node(3)
print(n.depth, n.child.depth, n.child.child.child.depth, n.child.child.child.child)
