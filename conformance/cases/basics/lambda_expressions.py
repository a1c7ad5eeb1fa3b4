# Checks lambda expressions with defaults, varargs, nesting and use as sort keys.
sq = lambda x: x * x
print(sq(7), (lambda: "no args")(), (lambda a, b=2: a ** b)(3))
print((lambda *a, **k: (a, k))(1, 2, x=3))
print((lambda x: lambda y: x + y)(10)(5))
pairs = [(1, "one"), (3, "three"), (2, "two"), (4, "four")]
print(sorted(pairs, key=lambda p: p[1]))
print(sorted(pairs, key=lambda p: -p[0]))
print(sorted(pairs, key=lambda p: len(p[1])))
print(list(map(lambda x: x % 3, range(10))))
print(list(filter(lambda s: s.startswith("t"), [p[1] for p in pairs])))
print(max(pairs, key=lambda p: p[1][-1]))
ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}
for op in "+-*":
    print(op, ops[op](6, 3))
cond = lambda n: "even" if n % 2 == 0 else "odd"
print([cond(n) for n in range(5)])
f = lambda: None
print(f(), f.__name__)
print((lambda x, /, y, *, z: (x, y, z))(1, y=2, z=3))
print(list(map(lambda a, b: a * b, [1, 2, 3], [4, 5, 6])))
rec = lambda n: 1 if n <= 1 else n * rec(n - 1)
print(rec(20))
