"""functools.lru_cache hits, misses and cache_clear."""

import functools


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@functools.lru_cache(maxsize=2)
def square(n):
    return n * n

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('fib(30)', lambda: fib(30))
show('fib.cache_info()', lambda: fib.cache_info())
show('fib(30)', lambda: fib(30))
show('fib.cache_info().hits > 0', lambda: fib.cache_info().hits > 0)
show('(fib.cache_clear(), fib.cache_info())[1]', lambda: (fib.cache_clear(), fib.cache_info())[1])
show('square(4) + square(4)', lambda: square(4) + square(4))
show('square.cache_info()', lambda: square.cache_info())
