"""Functions taking and returning functions: compose and pipelines."""

from functools import reduce


def compose(*functions):
    return reduce(lambda f, g: lambda x: g(f(x)), functions, lambda x: x)


clean = compose(str.strip, str.lower, lambda s: s.replace(" ", "_"))
print(clean("  Hello World  "))
pipeline = [lambda x: x + 1, lambda x: x * 2, str]
print(compose(*pipeline)(4), compose()(7))
