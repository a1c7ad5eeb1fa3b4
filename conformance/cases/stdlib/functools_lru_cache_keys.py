"""functools.lru_cache and cache keys: positional versus keyword calls cached separately,
typed keys, unhashable arguments, eviction order, recursion, methods, and cache_info at each
step."""
import functools


calls = []


@functools.lru_cache(maxsize=3)
def square(x, scale=1):
    calls.append((x, scale))
    return x * x * scale


square(2)
square(2)
square(x=2)
square(2, 1)
square(2, scale=1)
print(square.cache_info(), calls)
for n in [1, 2, 3, 4, 1, 2]:
    square(n)
print(square.cache_info(), calls[-4:])
square.cache_clear()
print(square.cache_info(), square(True), square(1), square.cache_info())


@functools.lru_cache(typed=True)
def kind(x):
    return type(x).__name__


print(kind(1), kind(1.0), kind(True), kind.cache_info().currsize, kind.cache_parameters())


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info())


@functools.lru_cache(maxsize=0)
def never(x):
    return x


print(never(1), never(1), never.cache_info())


@functools.lru_cache
def bare(x):
    return [x]


print(bare(1) is bare(1), bare.cache_info(), bare.__name__, bare.__wrapped__(1))


@functools.cache
def unbounded(*args, **kwargs):
    return len(args) + len(kwargs)


print(unbounded(1, 2), unbounded(1, 2), unbounded(a=1, b=2), unbounded(b=2, a=1), unbounded.cache_info())
try:
    unbounded([1])
except TypeError as e:
    print("TypeError", e)
try:
    square({"a": 1})
except TypeError as e:
    print("TypeError", e)


class Account:
    def __init__(self, balance):
        self.balance = balance

    @functools.lru_cache(maxsize=8)
    def interest(self, rate):
        return self.balance * rate

    def __hash__(self):
        return hash(self.balance)

    def __eq__(self, other):
        return self.balance == other.balance


a, b = Account(100), Account(100)
print(a.interest(0.5), b.interest(0.5), Account.interest.cache_info())
print(isinstance(square, object), callable(square), repr(square)[:35] if False else "-")
