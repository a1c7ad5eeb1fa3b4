# timeit as agents use it, timed by a fake clock (the program's own timer) so the numbers are
# fixed: string statements with setup, callables, globals, repeat, autorange, and the errors.
import timeit


class FakeClock:
    """A timer that advances by `step` seconds each time it is read."""

    def __init__(self, step):
        self.now = 0.0
        self.step = step
        self.reads = 0

    def __call__(self):
        self.reads += 1
        self.now += self.step
        return self.now


calls = []


def work(n=3):
    calls.append(n)
    return sum(range(n))


clock = FakeClock(0.25)
print(timeit.timeit("total = sum(range(10))", number=100, timer=clock), clock.reads)
print(timeit.timeit(work, number=5, timer=FakeClock(1.0)), len(calls))
print(timeit.timeit("work(4)", setup="calls.clear()", number=3, timer=FakeClock(0.5), globals=globals()), calls)
print(timeit.repeat("x = [i * i for i in range(20)]", setup="n = 3", repeat=3, number=10, timer=FakeClock(0.125)))
print(timeit.repeat(lambda: None, repeat=2, number=7, timer=FakeClock(2.0)))

class GrowingClock(FakeClock):
    """A timer whose step doubles at each read, so longer runs look slower."""

    def __call__(self):
        self.step *= 2
        return super().__call__()


t = timeit.Timer("data.sort()", setup="data = list(range(50, 0, -1))", timer=GrowingClock(0.001))
seen = []
print(t.autorange(lambda number, taken: seen.append((number, round(taken, 6)))))
print(seen)
print(timeit.Timer(stmt="y = 1\nz = y + 1", setup="import math\nw = math.pi", timer=FakeClock(0.3)).timeit(2))
print(timeit.Timer(lambda: work(1), setup=lambda: calls.clear(), timer=FakeClock(0.1)).repeat(repeat=2, number=2), calls)
print(timeit.default_number, timeit.default_repeat, timeit.default_timer.__name__, timeit.__all__)

for stmt, setup in [(3, "pass"), ("pass", 3), ("x = (", "pass"), ("pass", "def")]:
    try:
        timeit.Timer(stmt, setup)
    except (ValueError, SyntaxError) as e:
        print(type(e).__name__, e.msg if isinstance(e, SyntaxError) else e)
try:
    timeit.timeit("undefined_name + 1", number=1, timer=FakeClock(1.0))
except NameError as e:
    print("NameError", e)
try:
    timeit.timeit("1 / 0", number=2, timer=FakeClock(1.0))
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
