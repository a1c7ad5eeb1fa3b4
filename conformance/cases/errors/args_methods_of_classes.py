"""Calling methods, static methods, class methods and constructors with wrong arguments."""


class C:
    def m(self, a):
        return a

    @staticmethod
    def s(a):
        return a

    @classmethod
    def c(cls, a):
        return a


class WithInit:
    def __init__(self, name, *, size):
        self.name = name


calls = [
    lambda: C().m(), lambda: C().m(1, 2), lambda: C().m(a=1, b=2), lambda: C.m(), lambda: C.s(),
    lambda: C.c(), lambda: C().c(1, 2), lambda: C(1), lambda: C(x=1), lambda: WithInit(),
    lambda: WithInit("a"), lambda: WithInit("a", 3), lambda: WithInit("a", size=1, colour=2),
    lambda: (lambda: 0)(1), lambda: (lambda x: 0)(), lambda: (lambda x, y: 0)(1),
]
for number, call in enumerate(calls):
    try:
        print(number, call())
    except TypeError as error:
        print(number, type(error).__name__, error)
