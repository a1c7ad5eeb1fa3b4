from functools import reduce, partial
import operator

print(reduce(operator.add, [1, 2, 3, 4]), reduce(operator.mul, range(1, 6), 1))
print(reduce(lambda acc, kv: {**acc, kv[0]: kv[1]}, [("a", 1), ("b", 2)], {}))
print(reduce(max, [3, 9, 2]), reduce(operator.add, [], 0), reduce(operator.add, ["x"]))
try:
    reduce(operator.add, [])
except TypeError as e:
    print("TypeError", e)
base2 = partial(int, base=2)
print(base2("1011"), base2("11", base=3))
p = partial(print, "LOG:", sep=" | ")
p("a", "b")
def f(a, b, c=3, *rest, **kw):
    return (a, b, c, rest, sorted(kw.items()))
g = partial(f, 1, c=30, z=9)
print(g(2), g(2, c=7), g.args, sorted(g.keywords.items()), g.func is f)
h = partial(g, 20)
print(h(), h.args, h.func is f)
try:
    partial(5)
except TypeError as e:
    print("TypeError", e)
