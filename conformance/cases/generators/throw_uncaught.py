# Checks generator.throw when the generator does not catch: the exception propagates and ends it.
def simple():
    yield 1
    yield 2

g = simple()
print(next(g))
try:
    g.throw(ValueError("boom"))
except ValueError as e:
    print("propagated:", type(e).__name__, e)
print(next(g, "exhausted"))
try:
    next(g)
except StopIteration:
    print("StopIteration after throw")

g = simple()
try:
    g.throw(KeyError("unstarted"))
except KeyError as e:
    print("throw into unstarted generator:", repr(e))
print(list(g))

def with_finally():
    try:
        yield "a"
        yield "b"
    finally:
        print("finally ran")

g = with_finally()
print(next(g))
try:
    g.throw(TypeError("wrong type"))
except TypeError as e:
    print("outside:", e)

def catches_other():
    try:
        yield 1
    except KeyError:
        print("never here")
    yield 2

g = catches_other()
next(g)
try:
    g.throw(IndexError("index"))
except IndexError as e:
    print("not caught by KeyError handler:", e)

def delegate():
    yield from with_finally()
    yield "after"

g = delegate()
print(next(g))
try:
    g.throw(OverflowError("through yield from"))
except OverflowError as e:
    print("through delegate:", e)
print(next(g, "delegate finished"))

g = simple()
for v in g:
    print("loop", v)
try:
    g.throw(ValueError("after exhaustion"))
except ValueError as e:
    print("exhausted generator re-raises:", e)
