# Closures and decorators: counters, memoisation, function factories, nonlocal.
call_counts = {}


def counted(name):
    def decorator(fn):
        calls = 0

        def wrapper(*args, **kwargs):
            nonlocal calls
            calls += 1
            call_counts[name] = calls
            return fn(*args, **kwargs)

        return wrapper

    return decorator


def memoize(fn):
    cache = {}

    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]

    return wrapper


def make_adder(k):
    def add(x):
        return x + k
    return add


def compose(*fns):
    def composed(x):
        for f in fns:
            x = f(x)
        return x
    return composed


@counted("step")
def step(x, scale=1):
    return (x * 3 + scale) % 1000003


@memoize
def partitions(n):
    return sum(1 for _ in range(n % 5)) + (partitions(n - 1) if n > 0 else 0)


adders = [make_adder(k) for k in range(10)]
pipeline = compose(*adders, lambda x: x * 2, make_adder(-5))
acc = 0
for i in range(60000):
    acc = step(acc, scale=i % 4)
    acc = pipeline(acc) % 1000003
print(acc, call_counts, [partitions(n) for n in range(2000)][-1])
