# Checks timer-like and metrics context managers driven by a fake clock counter (no real time).
class FakeClock:
    def __init__(self):
        self.now = 0
    def tick(self, n=1):
        self.now += n
        return self.now

clock = FakeClock()

class Timer:
    registry = {}
    def __init__(self, name):
        self.name = name
        self.start = None
        self.elapsed = None
    def __enter__(self):
        self.start = clock.now
        return self
    def __exit__(self, exc_type, exc, tb):
        self.elapsed = clock.now - self.start
        stats = Timer.registry.setdefault(self.name, {"calls": 0, "total": 0, "errors": 0})
        stats["calls"] += 1
        stats["total"] += self.elapsed
        if exc_type is not None:
            stats["errors"] += 1
        return False

def work(units, fail=False):
    for _ in range(units):
        clock.tick()
    if fail:
        raise TimeoutError(f"gave up after {units} units")
    return units * 10

with Timer("load") as t:
    work(3)
print("load took", t.elapsed)

for units in [1, 4, 2]:
    with Timer("process") as t:
        result = work(units)
    print(f"process({units}) -> {result} in {t.elapsed}")

try:
    with Timer("process") as t:
        work(5, fail=True)
except TimeoutError as e:
    print("error:", e, "elapsed", t.elapsed)

for name in sorted(Timer.registry):
    s = Timer.registry[name]
    avg = s["total"] / s["calls"]
    print(f"{name:8} calls={s['calls']} total={s['total']} avg={avg:.2f} errors={s['errors']}")

class Counter:
    def __init__(self):
        self.active = 0
        self.peak = 0
        self.entered = 0
    def __enter__(self):
        self.active += 1
        self.entered += 1
        self.peak = max(self.peak, self.active)
        return self.active
    def __exit__(self, *exc):
        self.active -= 1

c = Counter()
with c as level1:
    with c as level2:
        with c as level3:
            print("levels", level1, level2, level3)
    with c as again:
        print("again at", again)
print("active", c.active, "peak", c.peak, "entered", c.entered)
print("clock now", clock.now)
