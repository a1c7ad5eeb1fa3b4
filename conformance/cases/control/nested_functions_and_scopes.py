# Checks nested function definitions, nonlocal counters, closures over loop state and function factories.
def make_bank(balance):
    history = []
    def deposit(x):
        nonlocal balance
        if x <= 0:
            raise ValueError("deposit must be positive")
        balance += x
        history.append(("dep", x))
        return balance
    def withdraw(x):
        nonlocal balance
        if x > balance:
            raise ValueError(f"insufficient funds: {balance} < {x}")
        balance -= x
        history.append(("wd", x))
        return balance
    def report():
        return balance, list(history)
    return deposit, withdraw, report
dep, wd, rep = make_bank(100)
print(dep(50), wd(30))
for bad in [lambda: wd(500), lambda: dep(-1)]:
    try:
        bad()
    except ValueError as e:
        print(type(e).__name__, e)
print(rep())
def pipeline(*steps):
    def run(value):
        for step in steps:
            value = step(value)
        return value
    return run
clean = pipeline(str.strip, str.lower, lambda s: s.replace(" ", "_"))
print(clean("  Hello World  "), clean("ABC"))
def memoize(fn):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    return wrapper, cache
def slow_square(n):
    return n * n
fast, cache = memoize(slow_square)
print(fast(4), fast(4), fast(5), cache)
def outer():
    x = 1
    def middle():
        x = 2
        def inner():
            nonlocal x
            x += 1
            return x
        return inner(), x
    return middle(), x
print(outer())
