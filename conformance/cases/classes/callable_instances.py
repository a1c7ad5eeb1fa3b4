# Checks __call__ on instances: callable(), stateful function objects, and passing them to map/sorted.
class Multiplier:
    def __init__(self, factor):
        self.factor = factor

    def __call__(self, x):
        return x * self.factor

double = Multiplier(2)
print(double(5), double("ab"), callable(double), callable(Multiplier))
print(list(map(Multiplier(3), [1, 2, 3])))

class Counter:
    def __init__(self):
        self.calls = 0

    def __call__(self, *args, **kwargs):
        self.calls += 1
        return (self.calls, args, kwargs)

c = Counter()
print(c(), c(1, 2), c(key="v"), c.calls)

class Memoize:
    def __init__(self, fn):
        self.fn = fn
        self.cache = {}
        self.misses = 0

    def __call__(self, n):
        if n not in self.cache:
            self.misses += 1
            self.cache[n] = self.fn(n)
        return self.cache[n]

@Memoize
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(30), fib.misses, type(fib).__name__, len(fib.cache))

class KeyBy:
    def __init__(self, field, reverse=False):
        self.field = field
        self.reverse = reverse

    def __call__(self, record):
        v = record[self.field]
        return -v if self.reverse else v

rows = [{"n": "a", "age": 30}, {"n": "b", "age": 25}, {"n": "c", "age": 35}]
print([r["n"] for r in sorted(rows, key=KeyBy("age"))])
print([r["n"] for r in sorted(rows, key=KeyBy("age", reverse=True))])

class Pipeline:
    def __init__(self, *steps):
        self.steps = steps

    def __call__(self, value):
        for step in self.steps:
            value = step(value)
        return value

clean = Pipeline(str.strip, str.lower, lambda s: s.replace(" ", "_"), Multiplier(2))
print(clean("  Hello World "))
nested = Pipeline(Pipeline(Multiplier(2), Multiplier(5)), abs)
print(nested(-3))

class Later:
    pass

obj = Later()
obj.__call__ = lambda: "instance attr"
print(callable(obj), callable(len), callable(lambda: 0), callable(5), callable(Later))
try:
    obj()
except TypeError as e:
    print("TypeError:", e)
Later.__call__ = lambda self: "class attr"
print(obj(), callable(obj))
