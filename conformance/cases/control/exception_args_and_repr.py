# Checks exception construction: args, str/repr with zero, one and many arguments, and raising them.
cases = [ValueError(), ValueError("msg"), ValueError("a", 2), ValueError(42), ValueError(None), KeyError("k"),
         KeyError(), IndexError("idx", "extra"), TypeError(["list"]), RuntimeError(""), Exception("base"),
         ZeroDivisionError("custom zero"), StopIteration(5), AssertionError("assert msg"), NotImplementedError()]
for e in cases:
    print(type(e).__name__, "|", repr(e), "|", str(e), "|", e.args)
err = ValueError("first", "second")
try:
    raise err
except ValueError as caught:
    print(caught is err, caught.args[1], len(caught.args))
try:
    raise IndexError
except IndexError as e:
    print(repr(e), e.args)
def check_age(age):
    if not isinstance(age, int):
        raise TypeError(f"age must be int, not {type(age).__name__}")
    if age < 0:
        raise ValueError(f"age must be non-negative, got {age}")
    return age
for a in [30, -1, "x", 2.5]:
    try:
        print("ok", check_age(a))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(isinstance(ValueError("x"), Exception), isinstance(KeyError(), LookupError), isinstance(StopIteration(), Exception))
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(OverflowError, ArithmeticError), issubclass(IndexError, KeyError))
try:
    raise ValueError
except Exception as e:
    print(type(e).__name__, repr(str(e)))
try:
    raise 5
except TypeError as e:
    print(type(e).__name__, e)
