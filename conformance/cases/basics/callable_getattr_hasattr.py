# Checks callable, getattr, hasattr and setattr on builtin objects and types.
print(callable(len), callable(1), callable("s"), callable(str), callable(lambda: 1))
print(callable(str.upper), callable("x".upper), callable(None), callable(int))
print(hasattr("s", "upper"), hasattr("s", "nope"), hasattr([], "append"), hasattr(1, "real"))
print(hasattr({}, "keys"), hasattr((), "append"), hasattr(1, "bit_length"))
upper = getattr("hello", "upper")
print(upper())
print(getattr([3, 1, 2], "index")(2))
print(getattr("x", "missing", "default"))
print(getattr(10, "bit_length")())
try:
    getattr("x", "missing")
except AttributeError as e:
    print(type(e).__name__, e)
try:
    setattr("x", "foo", 1)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    "a".foo
except AttributeError as e:
    print(type(e).__name__, e)
try:
    [].push(1)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    (5).bad
except AttributeError as e:
    print(type(e).__name__, e)
try:
    setattr([], "size", 1)
except AttributeError as e:
    print(type(e).__name__, e)
print(getattr(getattr(" a ", "strip")(), "upper")())
methods = ["strip", "upper", "title"]
s = "  mixed Case  "
for m in methods:
    print(repr(getattr(s, m)()))
print((1.5).is_integer(), (2.0).is_integer(), (7).real, (7).imag if hasattr(7, "imag") else None)
print(callable(getattr(1, "to_bytes")), getattr(dict, "fromkeys")("ab", 0))
