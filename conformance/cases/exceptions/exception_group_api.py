# ExceptionGroup and BaseExceptionGroup: construction checks, attributes, str/repr, hierarchy.


def attempt(label, make):
    try:
        value = make()
        print(label, "->", type(value).__name__, repr(value))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)


attempt("keywords", lambda: ExceptionGroup("x", [ValueError()], a=1))
attempt("one arg", lambda: ExceptionGroup("x"))
attempt("three args", lambda: ExceptionGroup("x", [ValueError()], 3))
attempt("message not str", lambda: ExceptionGroup(1, [ValueError()]))
attempt("set of excs", lambda: ExceptionGroup("x", {ValueError()}))
attempt("dict of excs", lambda: ExceptionGroup("x", {1: 2}))
attempt("empty", lambda: ExceptionGroup("x", []))
attempt("str as excs", lambda: ExceptionGroup("x", "ab"))
attempt("non exception", lambda: ExceptionGroup("x", [ValueError(), 1]))
attempt("base in eg", lambda: ExceptionGroup("x", [KeyboardInterrupt()]))
attempt("beg of exceptions", lambda: BaseExceptionGroup("x", [ValueError()]))
attempt("beg with base", lambda: BaseExceptionGroup("x", (ValueError(), KeyboardInterrupt())))
attempt("tuple excs", lambda: ExceptionGroup("x", (ValueError(1), TypeError(2))))
attempt("generic alias", lambda: ExceptionGroup[int])
attempt("beg generic alias", lambda: BaseExceptionGroup[ValueError])
attempt("new of non group", lambda: BaseExceptionGroup.__new__(ValueError, "x", [ValueError()]))

excs = [ValueError(1), TypeError(2)]
eg = ExceptionGroup("two problems", excs)
print(eg.message, eg.exceptions, type(eg.exceptions).__name__)
print(eg.args, eg.args[1] is excs)
excs.append(KeyError(3))
print(len(eg.exceptions), len(eg.args[1]))
print(str(eg))
print(str(ExceptionGroup("one", [ValueError()])))
print(repr(eg))
print(eg.__dict__)
for name in ("message", "exceptions"):
    try:
        setattr(eg, name, "y")
    except AttributeError as e:
        print(name, "AttributeError:", e)

print(ExceptionGroup.__mro__)
print(ExceptionGroup.__bases__, BaseExceptionGroup.__bases__)
print(issubclass(ExceptionGroup, Exception), issubclass(BaseExceptionGroup, Exception))
print(isinstance(eg, Exception), isinstance(eg, BaseExceptionGroup))
beg = BaseExceptionGroup("b", [SystemExit(1)])
print(type(beg).__name__, isinstance(beg, Exception), str(beg))

try:
    raise eg
except Exception as caught:
    print("caught by except Exception:", caught is eg)

d = eg.derive([KeyError("k")])
print(type(d).__name__, repr(d), d.message)
d2 = beg.derive([ValueError()])
print(type(d2).__name__, repr(d2))

e = ValueError("noted")
print(hasattr(e, "__notes__"))
e.add_note("first")
e.add_note("second")
print(e.__notes__)
attempt("note not str", lambda: e.add_note(1))
e.__notes__ = 5
attempt("notes not list", lambda: e.add_note("x"))
