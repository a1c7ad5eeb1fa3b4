# Checks PEP 479: StopIteration raised inside a generator becomes RuntimeError.
def explicit():
    yield 1
    raise StopIteration("manual stop")

g = explicit()
print(next(g))
try:
    next(g)
except RuntimeError as e:
    print("RuntimeError:", e)
    print("cause type:", type(e.__cause__).__name__, e.__cause__)

def leaky_next(it):
    while True:
        yield next(it)

g = leaky_next(iter([1, 2]))
out = []
try:
    for v in g:
        out.append(v)
except RuntimeError as e:
    print("collected", out, "then:", e)

def safe_next(it):
    while True:
        try:
            value = next(it)
        except StopIteration:
            return "source exhausted"
        yield value

g = safe_next(iter("ab"))
print(list(g))

def inner_catches():
    try:
        raise StopIteration("caught locally")
    except StopIteration as e:
        yield f"handled: {e}"
    yield "continued"

print(list(inner_catches()))

def via_helper():
    def helper():
        raise StopIteration
    yield "before"
    helper()
    yield "after"

try:
    print(list(via_helper()))
except RuntimeError as e:
    print("helper StopIteration ->", type(e).__name__, e)

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n

print(list(Countdown(3)))
print(issubclass(StopIteration, Exception), issubclass(RuntimeError, Exception))

def wrapper():
    yield from Countdown(2)
    yield "after countdown"

print(list(wrapper()))
