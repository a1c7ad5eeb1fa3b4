import functools


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(100))
print(fib.cache_info())
fib.cache_clear()
print(fib.cache_info())

calls = []


@functools.lru_cache(maxsize=2)
def square(x):
    calls.append(x)
    return x * x


for x in [1, 2, 1, 3, 2, 1]:
    square(x)
print(calls, square.cache_info())


@functools.lru_cache
def plain(x):
    return x + 1


print(plain(1), plain(1), plain.cache_info())


@functools.cache
def fact(n):
    return 1 if n == 0 else n * fact(n - 1)


print(fact(30), fact.cache_info().misses)


@functools.lru_cache(maxsize=32, typed=True)
def kind(x):
    return type(x).__name__


print(kind(1), kind(1.0), kind(True), kind.cache_info().currsize)
print(square.cache_parameters())


class Circle:
    def __init__(self, r):
        self.r = r

    @functools.cached_property
    def area(self):
        print("computing")
        return 3 * self.r * self.r


c = Circle(2)
print(c.area, c.area, "area" in c.__dict__)
