# Checks late binding of loop variables in closures and the lambda x=x fix.
funcs = []
for i in range(4):
    funcs.append(lambda: i)
print([f() for f in funcs])

fixed = []
for i in range(4):
    fixed.append(lambda i=i: i)
print([f() for f in fixed])
print([f(100) for f in fixed])

adders = [lambda x: x + n for n in range(3)]
print([a(10) for a in adders])
adders2 = [lambda x, n=n: x + n for n in range(3)]
print([a(10) for a in adders2])

def make_multipliers():
    result = []
    for k in [2, 3, 5]:
        def mul(x, k=k):
            return x * k
        result.append(mul)
    return result

print([m(7) for m in make_multipliers()])

def make_late():
    result = []
    for k in [2, 3, 5]:
        def mul(x):
            return x * k
        result.append(mul)
    k = 1000
    return result

print([m(7) for m in make_late()])

def factory(n):
    return lambda: n

bound = [factory(j) for j in range(3)]
print([b() for b in bound])

x = 1
get_x = lambda: x
print(get_x())
x = 2
print(get_x())
