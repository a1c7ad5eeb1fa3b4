# except* over BaseExceptionGroup: a naked BaseException is wrapped in a BaseExceptionGroup;
# subclass generic aliases; dir() of a group.
class M(ExceptionGroup):
    pass
print(M[int])
try:
    raise BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError(1)])
except* KeyboardInterrupt as e:
    print("ki", repr(e))
except* ValueError as e:
    print("v", repr(e))
try:
    try:
        raise KeyboardInterrupt
    except* KeyboardInterrupt as e:
        print(repr(e))
        raise
except BaseException as e:
    print("out", repr(e))
eg = ExceptionGroup("x", [ValueError()])
print(eg.with_traceback(None) is eg)
print(dir(eg)[-6:])
