import functools


def scale(factor, value):
    return value / factor


print(functools.reduce(lambda a, b: a + b, map(functools.partial(scale, 2), [2, 4])))
functools.partial(scale, 0)(1)
