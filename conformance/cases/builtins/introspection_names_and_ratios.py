import math
import unicodedata
from collections import namedtuple
from functools import partial

print(math.sqrt.__name__, math.sqrt.__module__, unicodedata.category.__name__, len.__name__, len.__module__)
for value in [float("nan"), float("inf"), float("-inf"), 0.75, -2.5]:
    try:
        print(value.as_integer_ratio())
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
Row = namedtuple("Row", "name size")
row = Row("a", 1)
for action in (lambda: setattr(row, "name", "b"), lambda: delattr(row, "size")):
    try:
        action()
    except AttributeError as e:
        print("AttributeError", e)
print(Row.name.__doc__, row.name, row)
try:
    partial()
except TypeError as e:
    print("TypeError", e)
print(partial(int, "ff", 16)())
