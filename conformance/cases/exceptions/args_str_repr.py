# Checks e.args, str(e) and repr(e) for user exceptions created with zero, one and several arguments.
class MyError(Exception):
    pass

class Sub(MyError):
    pass

samples = [
    MyError(),
    MyError("x"),
    MyError("two words"),
    MyError("it's"),
    MyError(42),
    MyError("a", "b"),
    MyError(("tuple",)),
    MyError(["list"]),
    MyError({"k": 1}),
    MyError(""),
    Sub("child"),
    MyError(None),
    MyError(1.5, None, True),
]
for e in samples:
    print(f"args={e.args!r:<24} str={str(e)!r:<22} repr={e!r}")

e = MyError("first")
e.args = ("replaced", 2)
print(e.args, str(e), repr(e))
e.args = ["listed"]
print(e.args, type(e.args).__name__, str(e))
e2 = MyError("msg")
e2.extra = "value"
print(e2.extra, e2.args, repr(e2))
print(MyError.__name__, MyError.__qualname__, MyError.__module__)
print(type(MyError("x")).__name__, MyError("x").__class__.__name__)

try:
    raise Sub("deep", 3)
except MyError as caught:
    print(caught.args, caught.args[0], len(caught.args), str(caught))

kv = KeyError("missing")
class MyKeyError(KeyError):
    pass
print(str(kv), repr(kv), str(MyKeyError("k")), repr(MyKeyError("k")), str(MyKeyError("a", "b")))
print(repr(str(MyKeyError())), repr(MyKeyError()), repr(str(KeyError(""))))
