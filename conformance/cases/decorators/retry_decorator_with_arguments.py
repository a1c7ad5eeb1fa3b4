"""A decorator factory retrying a failing function a set number of times."""

import functools


def retry(times, exceptions=(Exception,)):
    def decorate(func):
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            for attempt in range(1, times + 1):
                try:
                    return func(*args, **kwargs)
                except exceptions as error:
                    print(f"attempt {attempt} failed: {error}")
            raise RuntimeError(f"{func.__name__} failed {times} times")

        return wrapper

    return decorate


responses = iter([ValueError("flaky"), ValueError("flaky again"), "ok"])


@retry(times=3, exceptions=(ValueError,))
def fetch():
    item = next(responses)
    if isinstance(item, Exception):
        raise item
    return item


print(fetch())


@retry(times=2)
def always_fails():
    raise KeyError("nope")


try:
    always_fails()
except RuntimeError as error:
    print(error)
