# Checks raise X from Y, implicit context chaining, raise from None and bare re-raise.
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError(f"cannot parse {s!r}") from e
try:
    parse("abc")
except RuntimeError as e:
    print(type(e).__name__, e)
    print("cause:", type(e.__cause__).__name__, e.__cause__)
    print("suppress:", e.__suppress_context__)
def implicit():
    try:
        {}["x"]
    except KeyError:
        raise ValueError("during handling")
try:
    implicit()
except ValueError as e:
    print(type(e).__name__, e, "cause:", e.__cause__, "context:", repr(e.__context__))
def from_none():
    try:
        [][1]
    except IndexError:
        raise LookupError("clean") from None
try:
    from_none()
except LookupError as e:
    print(type(e).__name__, e, e.__cause__, e.__suppress_context__, type(e.__context__).__name__)
def reraise():
    try:
        1 / 0
    except ZeroDivisionError:
        print("logging then re-raising")
        raise
try:
    reraise()
except ZeroDivisionError as e:
    print("re-raised:", e)
try:
    raise ValueError("direct")
except ValueError as e:
    print(e.__cause__, e.__context__)
try:
    raise TypeError
except TypeError as e:
    print(repr(e), str(e) == "", e.args)
try:
    raise KeyError("k") from ValueError("v")
except KeyError as e:
    print(repr(e), repr(e.__cause__))
try:
    try:
        raise ValueError("a")
    except ValueError as first:
        raise TypeError("b") from first
except TypeError as second:
    print(second, "<-", second.__cause__, second.__cause__ is second.__context__)
