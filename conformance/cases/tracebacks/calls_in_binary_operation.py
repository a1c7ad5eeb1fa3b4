def f():
    return g()
def g():
    return [1][2]
result = f() + f()
