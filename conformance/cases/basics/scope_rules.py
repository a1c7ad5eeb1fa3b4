# Checks LEGB name resolution: local, enclosing, global and builtin scopes, shadowing builtins.
x = "global"
def f():
    return x
def g():
    x = "local"
    return x
def h():
    x = "enclosing"
    def inner():
        return x
    return inner()
print(f(), g(), h(), x)
def shadow_len():
    len = lambda s: -1
    return len("abc")
print(shadow_len(), len("abc"))
max = lambda *a: "shadowed"
print(max(1, 2))
del max
print(max(1, 2))
def uses_later_global():
    return later_value
later_value = 99
print(uses_later_global())
def param_shadow(x):
    x = x * 2
    return x
print(param_shadow(4), x)
for x in range(2):
    pass
print("loop rebinds global x:", x)
squares = [x * x for x in range(4)]
print(squares, x)
def comp_sees_enclosing():
    n = 3
    return [i * n for i in range(3)]
print(comp_sees_enclosing())
def nested_defaults(a=x):
    return a
print(nested_defaults())
y = 1
def read_then_assign():
    try:
        return y
    finally:
        pass
print(read_then_assign())
