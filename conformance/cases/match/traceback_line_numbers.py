# Checks the line numbers tracebacks report for errors raised while matching multi-line patterns and guards.
def lines(f, *a):
    try:
        f(*a)
    except Exception as e:
        tb = e.__traceback__
        out = []
        while tb is not None:
            out.append(tb.tb_lineno)
            tb = tb.tb_next
        print(type(e).__name__, e, out[1:])

class Point:
    __match_args__ = ("x",)
    def __init__(self, x): self.x = x
class Boom:
    @property
    def x(self):
        raise ValueError("prop")
    __match_args__ = ("x",)
class BadEq:
    def __eq__(self, o):
        raise KeyError("eq")
class NS:
    pass

def f1(v):
    match v:
        case [
            1,
            Point(
                0),
            NS.missing,
        ]:
            return 1
lines(f1, [1, Point(0), 3])
lines(f1, [1, 5, 3])
def f2(v):
    match v:
        case {
            "a": 1,
            "b": Boom(
                x=3),
        }:
            pass
lines(f2, {"a": 1, "b": Boom()})
def f3(v):
    match v:
        case (
            1
            | 2
            | NS.nope
        ):
            pass
lines(f3, 3)
def f4(v):
    match v:
        case [1, *_, (
            2)]:
            pass
lines(f4, [1, BadEq(), BadEq()])
def f5(v):
    match v:
        case 1:
            pass
        case [x] if (
            x /
            0):
            pass
lines(f5, [1])
def f6(v):
    match v:
        case Point(
            y=1) | Boom(
            x=2):
            pass
lines(f6, Boom())
def f7(v):
    match v:
        case undefined_name():
            pass
lines(f7, 1)
def f8(v):
    match (
        v.attr):
        case 1: pass
lines(f8, 1)
def f9(v):
    match v:
        case [a, b, *_, c, (
            d)]:
            pass
class BadLen(list):
    def __len__(self):
        raise OSError("len")
lines(f9, BadLen([1, 2, 3, 4]))
def f10(v):
    match v:
        case {1: 2, **rest}:
            return rest
class BadDictLen(dict):
    def __len__(self):
        raise OSError("dlen")
lines(f10, BadDictLen({1: 2}))
