"""A Fibonacci generator with a limit, zipped and enumerated."""


def fib(limit):
    a, b = 0, 1
    while a <= limit:
        yield a
        a, b = b, a + b


print(list(fib(100)))
print(dict(enumerate(fib(10))))
print(sum(x for x in fib(4_000_000) if x % 2 == 0))
