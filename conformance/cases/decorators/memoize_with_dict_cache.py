"""A hand-written memoizing decorator with a visible cache."""

import functools


def memoize(func):
    cache = {}

    @functools.wraps(func)
    def wrapper(n):
        if n not in cache:
            cache[n] = func(n)
        return cache[n]

    wrapper.cache = cache
    return wrapper


@memoize
def collatz_length(n):
    if n == 1:
        return 1
    return 1 + collatz_length(n // 2 if n % 2 == 0 else 3 * n + 1)


print(max(range(1, 30), key=collatz_length), collatz_length(27))
print(len(collatz_length.cache) > 27)
