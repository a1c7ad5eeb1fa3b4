# Checks a hand-set __wrapped__ attribute for reaching the original function through decorator layers.
def wraps_by_hand(fn, wrapper):
    wrapper.__wrapped__ = fn
    wrapper.__name__ = fn.__name__
    wrapper.__doc__ = fn.__doc__
    return wrapper

def logged(fn):
    def wrapper(*args):
        print(f"  log: {wrapper.__name__}{args}")
        return fn(*args)
    return wraps_by_hand(fn, wrapper)

def doubled(fn):
    def wrapper(*args):
        return 2 * fn(*args)
    return wraps_by_hand(fn, wrapper)

@logged
@doubled
def area(w, h):
    """Rectangle area."""
    return w * h

print(area(3, 4))
print(area.__wrapped__(3, 4))
print(area.__wrapped__.__wrapped__(3, 4))
print(area.__name__, area.__wrapped__.__name__, area.__doc__)

def unwrap(fn):
    depth = 0
    while hasattr(fn, "__wrapped__"):
        fn = fn.__wrapped__
        depth += 1
    return fn, depth

original, depth = unwrap(area)
print("unwrapped depth", depth, "->", original(5, 5))
print(hasattr(original, "__wrapped__"))

def plain():
    return "plain"

print(unwrap(plain)[1], unwrap(plain)[0]())

@doubled
@doubled
@doubled
def one():
    return 1

print(one(), unwrap(one)[1], one.__wrapped__(), one.__wrapped__.__wrapped__())

def bypass_cache(fn):
    cache = {}
    def wrapper(x):
        if x not in cache:
            cache[x] = fn(x)
        return cache[x]
    wrapper.cache = cache
    return wraps_by_hand(fn, wrapper)

calls = []

@bypass_cache
def expensive(x):
    calls.append(x)
    return x * 100

expensive(1)
expensive(1)
expensive.__wrapped__(1)
print("calls through wrapper and raw:", calls, expensive.cache)

print(area.__wrapped__ is not area, callable(area.__wrapped__))
