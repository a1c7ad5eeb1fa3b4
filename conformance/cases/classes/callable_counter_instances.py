"""Instances with __call__ used as stateful callbacks."""


class Counter:
    def __init__(self, step=1):
        self.count = 0
        self.step = step

    def __call__(self, *args):
        self.count += self.step
        return self.count


tick = Counter()
by_two = Counter(step=2)
print([tick() for _ in range(3)], by_two(), by_two("ignored"))
print(sorted(["ccc", "a", "bb"], key=lambda s: (tick(), len(s))[1]))
print(tick.count, callable(tick), callable(Counter))
print(list(map(by_two, range(3))))
