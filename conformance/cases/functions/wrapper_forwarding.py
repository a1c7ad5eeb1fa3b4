# Checks wrapper functions that forward *args and **kwargs to another function.
def logged(fn):
    def wrapper(*args, **kwargs):
        print("call", fn.__name__, args, kwargs)
        result = fn(*args, **kwargs)
        print("  ->", result)
        return result
    return wrapper

def area(w, h=1, *, unit="m"):
    return f"{w * h}{unit}2"

logged_area = logged(area)
logged_area(3)
logged_area(3, 4)
logged_area(3, h=5, unit="cm")
logged_area(*[2, 2], **{"unit": "km"})

def memoize(fn):
    cache = {}
    def inner(*args):
        if args in cache:
            print("  cache hit", args)
            return cache[args]
        cache[args] = fn(*args)
        return cache[args]
    return inner

def slow_add(a, b):
    return a + b

fast_add = memoize(slow_add)
print(fast_add(1, 2))
print(fast_add(1, 2))
print(fast_add(2, 1))

def partial(fn, *bound, **bound_kw):
    def call(*args, **kw):
        merged = dict(bound_kw)
        merged.update(kw)
        return fn(*bound, *args, **merged)
    return call

cm_area = partial(area, unit="cm")
print(cm_area(2, 3))
print(cm_area(2, unit="mm"))
double = partial(lambda a, b: a * b, 2)
print([double(x) for x in range(5)])

def count_calls(fn):
    n = 0
    def inner(*a, **k):
        nonlocal n
        n += 1
        return fn(*a, **k), n
    return inner

counted_max = count_calls(max)
print(counted_max(1, 5, 3))
print(counted_max([9, 2]))
print(counted_max("abc", key=ord))
