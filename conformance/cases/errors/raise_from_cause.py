# Checks raise ... from ... setting __cause__, implicit __context__ and from None.
def load(key, data):
    try:
        return data[key]
    except KeyError as e:
        raise ValueError(f"config missing {key!r}") from e

try:
    load("port", {"host": "x"})
except ValueError as e:
    print("error:", e)
    print("cause:", repr(e.__cause__))
    print("cause type:", type(e.__cause__).__name__)
    print("context is cause:", e.__context__ is e.__cause__)
    print("suppress:", e.__suppress_context__)

def implicit():
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("while handling")

try:
    implicit()
except RuntimeError as e:
    print("error:", e)
    print("cause:", e.__cause__)
    print("context:", repr(e.__context__))
    print("suppress:", e.__suppress_context__)

def hidden():
    try:
        int("x")
    except ValueError:
        raise LookupError("clean") from None

try:
    hidden()
except LookupError as e:
    print("error:", e)
    print("cause:", e.__cause__)
    print("context:", repr(e.__context__))
    print("suppress:", e.__suppress_context__)

try:
    raise IndexError("direct") from KeyError("k")
except IndexError as e:
    print(repr(e), repr(e.__cause__), e.__context__)

fresh = ValueError("never raised")
print(fresh.__cause__, fresh.__context__, fresh.__suppress_context__)
