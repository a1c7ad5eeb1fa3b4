# Checks generator.throw when the generator catches the exception and keeps yielding.
def resilient():
    errors = []
    n = 0
    while n < 5:
        try:
            yield n
            n += 1
        except ValueError as e:
            errors.append(str(e))
            print("caught inside:", e)
    return errors

g = resilient()
print(next(g))
print(next(g))
print("throw ->", g.throw(ValueError("bad value")))
print(next(g))
print("throw ->", g.throw(ValueError("another")))
rest = []
try:
    while True:
        rest.append(next(g))
except StopIteration as e:
    print("rest", rest, "errors", e.value)

def reset_on_error():
    count = 0
    while True:
        try:
            yield count
            count += 1
        except KeyError:
            print("reset requested")
            count = 0

g = reset_on_error()
print([next(g) for _ in range(4)])
print(g.throw(KeyError("x")))
print(next(g), next(g))

def handle_then_finish():
    try:
        yield "working"
    except RuntimeError as e:
        print("handling", type(e).__name__, e)
        return "recovered"

g = handle_then_finish()
print(next(g))
try:
    g.throw(RuntimeError("stop now"))
except StopIteration as e:
    print("generator returned", e.value)

def inner():
    try:
        yield "inner-1"
    except IndexError:
        print("inner handled IndexError")
        yield "inner-recovered"
    return "inner-ret"

def outer():
    r = yield from inner()
    yield "outer saw " + r

g = outer()
print(next(g))
print(g.throw(IndexError("oops")))
print(next(g))
print(list(g))
