# Checks comprehensions calling functions, methods and lambdas, and nested function scopes.
def clean(s):
    return s.strip().lower()

raw = ["  Alice", "BOB ", " carol ", "alice", "Dave"]
print([clean(s) for s in raw])
print(sorted({clean(s) for s in raw}))
print({clean(s): len(clean(s)) for s in raw})

fns = [abs, str, lambda x: x * 2, float]
print([f(-3) for f in fns])
print([f.__name__ for f in fns])

def make_comp(k):
    return [k * i for i in range(4)]

print([make_comp(k) for k in range(3)])

def outer(limit):
    def keep(x):
        return x < limit
    return [x for x in range(10) if keep(x)]

print(outer(4), outer(0))

def closures():
    return [lambda: i for i in range(3)]

print([f() for f in closures()])

def closures_fixed():
    return [lambda i=i: i for i in range(3)]

print([f() for f in closures_fixed()])
methods = ["upper", "lower", "title", "swapcase"]
print([getattr("hEllo wOrld", m)() for m in methods])
records = [{"n": "a", "v": 3}, {"n": "b", "v": 1}, {"n": "c", "v": 2}]
print([r["n"] for r in sorted(records, key=lambda r: r["v"])])
print(max(records, key=lambda r: r["v"])["n"])
