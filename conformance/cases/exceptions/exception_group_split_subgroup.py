# split() and subgroup(): by type, tuple of types, predicate; nested groups; what parts keep.


def show(e, depth=0):
    pad = "  " * depth
    if e is None:
        print(pad + "None")
    elif isinstance(e, BaseExceptionGroup):
        print(pad + type(e).__name__, repr(e.message), len(e.exceptions))
        for x in e.exceptions:
            show(x, depth + 1)
    else:
        print(pad + repr(e))


inner = ExceptionGroup("inner", [ValueError(3), KeyError(4), ExceptionGroup("deep", [TypeError(5)])])
eg = ExceptionGroup("top", [ValueError(1), TypeError(2), inner])

for condition in (ValueError, (TypeError, KeyError), lambda e: isinstance(e, LookupError) or e is inner, Exception, OSError):
    match, rest = eg.split(condition)
    print("split")
    show(match, 1)
    show(rest, 1)
    print("subgroup")
    show(eg.subgroup(condition), 1)

print(eg.split(Exception)[0] is eg, eg.subgroup(Exception) is eg, eg.split(OSError)[1] is eg)
print(eg.subgroup(lambda e: e is eg) is eg)

try:
    eg.split(1)
except TypeError as e:
    print("TypeError:", e)
try:
    eg.subgroup((ValueError, "x"))
except TypeError as e:
    print("TypeError:", e)

cause = RuntimeError("cause")
context = RuntimeError("context")
try:
    try:
        raise context
    except RuntimeError:
        raise eg from cause
except ExceptionGroup:
    pass
eg.add_note("a note")
match, rest = eg.split(ValueError)
for part in (match, rest):
    print(part.__cause__ is cause, part.__context__ is context, part.__suppress_context__)
    print(part.__traceback__ is not None, part.__notes__, part.__notes__ is eg.__notes__)

calls = []


def predicate(e):
    calls.append(repr(e))
    return isinstance(e, TypeError)


eg.split(predicate)
print(calls)


class MyGroup(ExceptionGroup):
    def derive(self, excs):
        print("derive", len(excs))
        return MyGroup(self.message + "!", excs)


mine = MyGroup("mine", [ValueError(1), TypeError(2), MyGroup("sub", [ValueError(3), KeyError(4)])])
match, rest = mine.split(ValueError)
show(match)
show(rest)
print(type(match).__name__, type(match.exceptions[1]).__name__)


class BadDerive(ExceptionGroup):
    def derive(self, excs):
        return 42


try:
    BadDerive("bad", [ValueError(), TypeError()]).split(ValueError)
except TypeError as e:
    print("TypeError:", e)


class Plain(ExceptionGroup):
    pass


p = Plain("plain", [ValueError(1), TypeError(2)])
match, rest = p.split(ValueError)
print(type(match).__name__, type(rest).__name__)
