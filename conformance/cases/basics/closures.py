# Checks closures capturing variables, late binding in loops and factory functions.
def make_multiplier(n):
    def mult(x):
        return x * n
    return mult
double = make_multiplier(2)
triple = make_multiplier(3)
print(double(5), triple(5), double(triple(2)))
funcs = []
for i in range(4):
    funcs.append(lambda: i)
print([f() for f in funcs])
funcs = []
for i in range(4):
    funcs.append(lambda i=i: i)
print([f() for f in funcs])
def make_counters():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    def get():
        return count
    return inc, get
inc, get = make_counters()
inc(); inc()
print(get(), inc(), get())
inc2, get2 = make_counters()
print(get2(), inc2(), get())
def outer():
    x = "outer"
    def middle():
        def inner():
            return x
        return inner
    x = "changed before call"
    return middle()()
print(outer())
def compose(*fs):
    def run(v):
        for f in reversed(fs):
            v = f(v)
        return v
    return run
inc_then_double = compose(double, lambda v: v + 1)
print(inc_then_double(4))
adders = [make_multiplier(k) for k in range(1, 4)]
print([a(10) for a in adders])
def memo_fib():
    cache = {0: 0, 1: 1}
    def fib(n):
        if n not in cache:
            cache[n] = fib(n - 1) + fib(n - 2)
        return cache[n]
    return fib, cache
fib, cache = memo_fib()
print(fib(50), len(cache))
