# Checks LEGB name resolution with nested functions.
x = "global"

def outer():
    x = "enclosing"
    def inner():
        return x
    def inner_local():
        x = "local"
        return x
    def inner_global():
        global x
        return x
    return inner(), inner_local(), inner_global()

print(outer())
print(x)

def reads_enclosing_after_change():
    val = 1
    def get():
        return val
    val = 2
    return get()

print(reads_enclosing_after_change())

def builtin_shadow():
    len = lambda s: -1
    return len("abc")

print(builtin_shadow(), len("abc"))

def make():
    items = []
    def add(v):
        items.append(v)
        return items
    return add

add = make()
print(add(1), add(2))

def level1():
    a = 1
    def level2():
        b = 2
        def level3():
            c = 3
            return a + b + c
        return level3()
    return level2()

print(level1())

def param_shadow(x):
    def inner(x):
        return x * 2
    return inner(x + 1), x

print(param_shadow(10))
