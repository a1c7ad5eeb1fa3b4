# Checks exception args, str() and repr() for zero, one and many arguments.
excs = [
    ValueError(),
    ValueError("msg"),
    ValueError("a", 2),
    KeyError("key"),
    KeyError(),
    KeyError("a", "b"),
    IndexError(5),
    TypeError(None),
    Exception("x", [1, 2], {"k": "v"}),
    RuntimeError(""),
    ZeroDivisionError("custom zero"),
    AssertionError("assert msg"),
    StopIteration(42),
]
for e in excs:
    print(type(e).__name__, "| args:", e.args, "| str:", str(e), "| repr:", repr(e))

try:
    raise ValueError("with", "several", 3)
except ValueError as e:
    print(e.args, len(e.args), e.args[2])
    print(f"{e}", f"{e!r}", "%s" % e)

try:
    {"a": 1}["b"]
except KeyError as e:
    print(e.args, str(e), repr(e))

try:
    raise KeyError("it's quoted")
except KeyError as e:
    print(str(e), repr(e))

print(str(Exception("only")) == "only", repr(Exception()) == "Exception()")
print(isinstance(ValueError("x"), BaseException), type(ValueError("x")) is ValueError)
