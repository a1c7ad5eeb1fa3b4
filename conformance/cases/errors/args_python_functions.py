"""Calling Python functions with missing, extra and unexpected arguments."""


def k1(a, b=2):
    return a


def k2(a, /, b, *, c):
    return a


def k3(*, x, y):
    return x


def k4(a, b, c):
    return a


def k5():
    return 0


def k6(a, *args, b):
    return a


def k7(**kw):
    return kw


calls = [
    lambda: k1(1, 2, bad=3), lambda: k1(), lambda: k1(1, 2, 3), lambda: k1(1, a=2), lambda: k1(b=1),
    lambda: k1(1, 2, 3, 4), lambda: k2(1, 2), lambda: k2(1, b=2), lambda: k2(a=1, b=2, c=3),
    lambda: k2(), lambda: k2(1), lambda: k2(1, 2, 3), lambda: k2(1, 2, 3, c=4), lambda: k3(),
    lambda: k3(1), lambda: k3(x=1), lambda: k3(1, x=1, y=2), lambda: k3(x=1, y=2, z=3), lambda: k4(),
    lambda: k4(1), lambda: k4(1, 2), lambda: k4(c=1), lambda: k4(1, 2, 3, 4), lambda: k5(1),
    lambda: k5(x=1), lambda: k5(1, 2), lambda: k6(), lambda: k6(1), lambda: k6(1, 2, 3),
    lambda: k7(1), lambda: k7(**{1: 2}), lambda: k1(**{"a": 1}, a=2), lambda: k1(1, **{"a": 1}),
]
for number, call in enumerate(calls):
    try:
        print(number, call())
    except TypeError as error:
        print(number, type(error).__name__, error)
