from functools import lru_cache, cache


@lru_cache(maxsize=3)
def square(n):
    print("compute", n)
    return n * n


for n in [1, 2, 1, 3, 4, 1, 2]:
    square(n)
print(square.cache_info())
square.cache_clear()
print(square.cache_info())


@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info())


@lru_cache(maxsize=None, typed=True)
def ident(x):
    print("call", repr(x))
    return x


ident(1)
ident(1.0)
ident(1)
print(ident.cache_info())


@lru_cache
def kw(a, b=2):
    print("kw", a, b)
    return a + b


print(kw(1), kw(1), kw(1, b=2), kw(a=1))
print(kw.__name__, kw.__wrapped__(5))
