# except* clauses: each matches and splits what is left of the group; the clause sees the matched
# part as its exception; a naked exception is wrapped; unmatched parts propagate.

def show(e, depth=0):
    pad = "  " * depth
    if isinstance(e, BaseExceptionGroup):
        print(pad + type(e).__name__, repr(e.message), len(e.exceptions))
        for x in e.exceptions:
            show(x, depth + 1)
    else:
        print(pad + repr(e))

eg = ExceptionGroup("top", [ValueError(1), TypeError(2), ExceptionGroup("inner", [ValueError(3), KeyError(4)])])
try:
    raise eg
except* ValueError as e:
    print("caught V")
    show(e)
    try:
        raise KeyError("inner")
    except KeyError as k:
        print(k.__context__ is e)
except* TypeError as e:
    print("caught T")
    show(e)
except* KeyError:
    print("caught K")
print("after")

try:
    raise ValueError("naked")
except* ValueError as e:
    show(e)
    print(e.__traceback__, e.exceptions[0].__traceback__ is not None)

def f():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        print("in V")
try:
    f()
except ExceptionGroup as e:
    show(e)

def g():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("k")
try:
    g()
except ExceptionGroup as e:
    show(e)
    print(repr(e.exceptions[0].__context__))

def h():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise
try:
    h()
except ExceptionGroup as e:
    show(e)

try:
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* ExceptionGroup:
        pass
except TypeError as e:
    print(e)

for i in range(3):
    try:
        if i == 1:
            raise ValueError(i)
        print("body", i)
    except* ValueError as e:
        print("handler", repr(e))
    else:
        print("else", i)
    finally:
        print("finally", i)

