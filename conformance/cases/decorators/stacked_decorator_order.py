# Checks stacked decorators: applied bottom-up at definition, wrappers run top-down at call time.
order = []

def deco(name):
    def decorator(fn):
        order.append(f"apply {name}")
        def wrapper(*args):
            order.append(f"enter {name}")
            result = fn(*args)
            order.append(f"leave {name}")
            return f"{name}({result})"
        return wrapper
    return decorator

@deco("outer")
@deco("middle")
@deco("inner")
def base(x):
    order.append("base runs")
    return x

print(order)
order.clear()
print(base("v"))
print(order)

def bold(fn):
    return lambda: "<b>" + fn() + "</b>"

def italic(fn):
    return lambda: "<i>" + fn() + "</i>"

@bold
@italic
def text1():
    return "hello"

def add(n):
    def decorator(fn):
        return lambda x: fn(x) + n
    return decorator

def mul(n):
    def decorator(fn):
        return lambda x: fn(x) * n
    return decorator

@add(1)
@mul(10)
def f(x):
    return x

@mul(10)
@add(1)
def g(x):
    return x

print(f(2), g(2))

evaluated = []

def noisy_factory(label):
    evaluated.append(f"factory expression {label}")
    def decorator(fn):
        evaluated.append(f"decorator {label}")
        return fn
    return decorator

@noisy_factory("top")
@noisy_factory("bottom")
def h():
    pass

print(evaluated)
