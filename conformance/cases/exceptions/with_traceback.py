import traceback


def inner():
    raise ValueError("deep")


def outer():
    inner()


try:
    outer()
except ValueError as e:
    tb = e.__traceback__
    print(len(traceback.extract_tb(tb)))
    moved = KeyError("k").with_traceback(tb.tb_next)
    print([frame.name for frame in traceback.extract_tb(moved.__traceback__)])
    same = e.with_traceback(None)
    print(same is e, e.__traceback__)
    try:
        e.with_traceback(3)
    except TypeError as exc:
        print(exc)
print(RuntimeError("fresh").with_traceback(None).__traceback__)
