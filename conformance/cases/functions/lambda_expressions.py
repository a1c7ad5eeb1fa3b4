# Checks lambda expressions with defaults, varargs, conditionals and immediate calls.
sq = lambda x: x * x
add = lambda a, b=10: a + b
varargs = lambda *a, **k: (a, k)
sign = lambda n: "neg" if n < 0 else ("zero" if n == 0 else "pos")

print(sq(7), add(1), add(1, 2), add(b=5, a=5))
print(varargs(1, 2, x=3))
print([sign(n) for n in (-5, 0, 5)])
print((lambda: "called immediately")())
print((lambda x, y: x ** y)(2, 10))

people = [("amy", 31), ("bob", 25), ("cat", 31), ("dan", 19)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: (-p[1], p[0])))
print(list(filter(lambda p: p[1] > 20, people)))
print(list(map(lambda p: p[0].upper(), people)))

curried = lambda a: lambda b: lambda c: a + b + c
print(curried(1)(2)(3))
print(curried("x")("y")("z"))

table = {k: (lambda v, k=k: v * k) for k in range(1, 4)}
print([table[k](10) for k in table])

kw_only = lambda *, flag=False: "on" if flag else "off"
print(kw_only(), kw_only(flag=True))
pos_only = lambda a, /, b: (a, b)
print(pos_only(1, b=2))
nested_default = lambda x, f=lambda y: y + 1: f(x)
print(nested_default(5), nested_default(5, sq))
