"""IndexError raised by `'abc'[10]`: caught, inspected and reported."""
import json
import math


def use_before_assign():
    total = total + 1
    return total


def recurse(n):
    return recurse(n + 1)


def check_positive(n):
    assert n > 0, f"expected a positive number, got {n}"


class Shape:
    def area(self):
        raise NotImplementedError("subclasses must implement area()")


def mutate_while_iterating():
    d = {"a": 1}
    for key in d:
        d[key + "x"] = 0


try:
    result = 'abc'[10]
except IndexError as error:
    print("caught:", type(error).__name__)
    print("message:", error)
    print("is LookupError:", isinstance(error, LookupError))
    print("args length:", len(error.args))
else:
    print("no error:", result)
