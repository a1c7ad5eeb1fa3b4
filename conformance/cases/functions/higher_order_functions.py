# Checks functions passed as arguments and returned as results.
def apply(f, x):
    return f(x)

def twice(f):
    return lambda x: f(f(x))

def compose(*fs):
    def composed(x):
        for f in reversed(fs):
            x = f(x)
        return x
    return composed

inc = lambda x: x + 1
dbl = lambda x: x * 2
print(apply(inc, 5), apply(dbl, 5), apply(str, 5) + "!")
print(twice(inc)(10), twice(dbl)(10), twice(twice(dbl))(1))
print(compose(inc, dbl)(3), compose(dbl, inc)(3), compose()(42))

def my_map(f, xs):
    return [f(x) for x in xs]

def my_filter(pred, xs):
    return [x for x in xs if pred(x)]

def my_reduce(f, xs, init):
    acc = init
    for x in xs:
        acc = f(acc, x)
    return acc

nums = list(range(1, 11))
print(my_map(lambda n: n * n, nums))
print(my_filter(lambda n: n % 3 == 0, nums))
print(my_reduce(lambda a, b: a + b, nums, 0))
print(my_reduce(lambda a, b: a * b, nums, 1))
print(my_reduce(lambda a, b: b + a, "abc", ""))

def make_pred(op, val):
    if op == "gt":
        return lambda x: x > val
    if op == "lt":
        return lambda x: x < val
    return lambda x: x == val

for op in ["gt", "lt", "eq"]:
    p = make_pred(op, 5)
    print(op, [n for n in nums if p(n)])

print(sorted(["bb", "a", "ccc"], key=len))
print(list(map(abs, [-1, 2, -3])))
print(max(["apple", "fig", "banana"], key=lambda s: s[-1]))
print(compose.__name__, twice(inc).__name__, inc.__name__)
