# Checks memoizing decorators with a dict cache keyed by arguments, counting hits and misses.
def memoize(fn):
    cache = {}
    stats = {"hits": 0, "misses": 0}
    def wrapper(*args):
        if args in cache:
            stats["hits"] += 1
            return cache[args]
        stats["misses"] += 1
        result = fn(*args)
        cache[args] = result
        return result
    wrapper.cache = cache
    wrapper.stats = stats
    return wrapper

@memoize
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(30))
print(fib.stats, len(fib.cache))
print(fib(30), fib.stats)

computed = []

@memoize
def slow_square(x):
    computed.append(x)
    return x * x

print([slow_square(x) for x in [3, 4, 3, 3, 5, 4]])
print("computed:", computed, slow_square.stats)

def memoize_kwargs(fn):
    cache = {}
    def wrapper(*args, **kwargs):
        key = (args, tuple(sorted(kwargs.items())))
        if key not in cache:
            cache[key] = fn(*args, **kwargs)
        return cache[key]
    wrapper.cache = cache
    return wrapper

@memoize_kwargs
def fmt(value, width=5, fill=" "):
    return str(value).rjust(width, fill)

print(repr(fmt(7)), repr(fmt(7, width=3)), repr(fmt(7, fill="0", width=3)), repr(fmt(7, width=3, fill="0")))
print(len(fmt.cache))

def bounded_cache(size):
    def decorator(fn):
        cache = {}
        order = []
        def wrapper(x):
            if x in cache:
                return cache[x]
            if len(order) >= size:
                oldest = order.pop(0)
                del cache[oldest]
            cache[x] = fn(x)
            order.append(x)
            return cache[x]
        wrapper.keys = lambda: list(order)
        return wrapper
    return decorator

@bounded_cache(3)
def cube(x):
    return x ** 3

for x in [1, 2, 3, 1, 4, 5, 1]:
    cube(x)
print(cube.keys())
