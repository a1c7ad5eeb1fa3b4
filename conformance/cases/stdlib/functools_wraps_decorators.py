import functools


def logged(prefix):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            result = fn(*args, **kwargs)
            print(f"{prefix} {fn.__name__}{args} -> {result!r}")
            return result
        return wrapper
    return deco


@logged("[calc]")
def add(a, b):
    """Add two numbers."""
    return a + b


add(2, 3)
print(add.__name__, add.__doc__, add.__wrapped__(1, 1), add.__qualname__)


def retry(times):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*a):
            for attempt in range(1, times + 1):
                try:
                    return fn(*a)
                except ValueError as e:
                    print("attempt", attempt, "failed:", e)
            raise RuntimeError(f"{fn.__name__} failed after {times} attempts")
        return wrapper
    return deco


calls = iter([ValueError("a"), ValueError("b"), 42])


@retry(3)
def flaky():
    v = next(calls)
    if isinstance(v, Exception):
        raise v
    return v


print(flaky())
try:
    retry(1)(lambda: int("x"))()
except RuntimeError as e:
    print("RuntimeError", e)
