"""A logging decorator recording calls and results with functools.wraps."""

import functools

log = []


def logged(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        result = func(*args, **kwargs)
        log.append(f"{func.__name__}{args} -> {result!r}")
        return result

    return wrapper


@logged
def add(a, b):
    """Add two numbers."""
    return a + b


add(1, 2)
add("x", "y")
print(log)
print(add.__name__, add.__doc__, add.__wrapped__(3, 4))
