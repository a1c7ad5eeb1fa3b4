# Checks argument unpacking at call sites with * and **.
def f(a, b, c=0, d=0):
    return f"a={a} b={b} c={c} d={d}"

xs = [1, 2]
kw = {"c": 3, "d": 4}
print(f(*xs))
print(f(*xs, **kw))
print(f(*[1, 2, 3]))
print(f(**{"a": 9, "b": 8}))
print(f(1, *[2], **{"d": 7}))
print(f(*(10, 20), d=40))
print(f(*range(4)))
print(f(*"xy"))

def g(*args, **kwargs):
    return args, kwargs

print(g(*[1, 2], *[3], 4, *()))
print(g(**{"a": 1}, **{"b": 2}, c=3))
print(g(*[1], x=1, **{"y": 2}))
print(g(*{"k1": 1, "k2": 2}))

pairs = [(1, 2), (3, 4), (5, 6)]
for p in pairs:
    print(f(*p))

print(max(*[3, 8, 1]))
print(list(zip(*[[1, 2, 3], [4, 5, 6]])))
print("{} + {} = {}".format(*[2, 3, 5]))
print("{x}-{y}".format(**{"x": "X", "y": "Y"}))

try:
    f(*[1, 2, 3, 4, 5])
except TypeError as e:
    print("TypeError:", e)
try:
    f(1, **{"a": 2, "b": 3})
except TypeError as e:
    print("TypeError:", e)
