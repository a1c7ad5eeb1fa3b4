# Checks get_type_hints on a string annotation of 5000 `|` operands ends with RecursionError, not a host overflow
# expect: RecursionError: maximum recursion depth exceeded
import typing


def f(x: "|".join(["int"] * 5000)):
    pass


typing.get_type_hints(f)
