"""Closures in a loop bind late; a default argument captures the current value."""

late = [lambda: i for i in range(3)]
early = [lambda i=i: i for i in range(3)]
print([f() for f in late], [f() for f in early])


def make_multipliers():
    return [lambda x, k=k: x * k for k in (2, 3, 4)]


print([m(10) for m in make_multipliers()])
