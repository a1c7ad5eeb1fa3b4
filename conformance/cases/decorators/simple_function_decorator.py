# Checks plain function decorators: wrapping, argument pass-through, and decoration-time side effects.
log = []

def trace(fn):
    log.append(f"decorating {fn.__name__}")
    def wrapper(*args, **kwargs):
        log.append(f"call {fn.__name__} args={args} kwargs={kwargs}")
        result = fn(*args, **kwargs)
        log.append(f"return {result!r}")
        return result
    return wrapper

@trace
def add(a, b):
    return a + b

@trace
def greet(name, punct="!"):
    return f"hi {name}{punct}"

print(log)
log.clear()
print(add(2, 3))
print(greet("ann"), greet("bob", punct="?"))
for entry in log:
    print(" ", entry)

print("wrapper name:", add.__name__)

def double_result(fn):
    def inner(*a):
        return fn(*a) * 2
    return inner

def manual(x):
    return x + 1

wrapped_manually = double_result(manual)
print(wrapped_manually(4), manual(4))

@double_result
def word():
    return "ab"

print(word())

def replace_with_constant(fn):
    return 42

@replace_with_constant
def gone():
    return "never"

print("decorator can return anything:", gone)

def register_only(fn):
    registry.append(fn.__name__)
    return fn

registry = []

@register_only
def alpha():
    return "a"

@register_only
def beta():
    return "b"

print(registry, alpha(), beta())

def upper_result(fn):
    return lambda *a, **k: str(fn(*a, **k)).upper()

@upper_result
def describe(item, qty=1):
    return f"{qty} x {item}"

print(describe("apple"), describe("pear", qty=3))
