# Checks TypeError messages for wrong call arity and bad keywords.
def f(a, b):
    return a + b

def g(a, b=2, *, c):
    return a + b + c

def h():
    return 0

def one(x):
    return x

attempts = [
    ("f(1)", lambda: f(1)),
    ("f()", lambda: f()),
    ("f(1,2,3)", lambda: f(1, 2, 3)),
    ("f(1,b=2,z=3)", lambda: f(1, b=2, z=3)),
    ("f(1,a=2)", lambda: f(1, a=2)),
    ("g(1)", lambda: g(1)),
    ("g(1,2,3)", lambda: g(1, 2, 3)),
    ("g(1,2,3,c=1)", lambda: g(1, 2, 3, c=1)),
    ("h(1)", lambda: h(1)),
    ("h(x=1)", lambda: h(x=1)),
    ("one()", lambda: one()),
    ("one(1,2)", lambda: one(1, 2)),
    ("f(b=1)", lambda: f(b=1)),
    ("f(1,2,b=3)", lambda: f(1, 2, b=3)),
    ("g(c=1)", lambda: g(c=1)),
]

for label, thunk in attempts:
    try:
        result = thunk()
        print(label, "ok", result)
    except TypeError as e:
        print(label, "->", e)

def three(a, b, c):
    return a

try:
    three()
except TypeError as e:
    print(e)
try:
    three(1)
except TypeError as e:
    print(e)
