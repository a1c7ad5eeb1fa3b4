import functools


@functools.lru_cache(maxsize=32)
def ratio(n):
    return 100 / n


print(ratio(4), ratio(4), ratio.cache_info())
print(type(ratio).__name__, ratio.__wrapped__.__name__)
ratio(0)
