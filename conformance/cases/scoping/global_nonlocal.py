# Checks global and nonlocal corner cases: counters, nested closures, rebinding and late binding.
counter = 0

def bump():
    global counter
    counter += 1
    return counter

bump(); bump()
print(counter)

def make_counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    def get():
        return count
    return inc, get

inc, get = make_counter()
inc(); inc(5)
print(get())

def outer():
    x = "outer"
    def middle():
        def inner():
            nonlocal x
            x = "inner set"
        inner()
        return x
    result = middle()
    return result, x

print(outer())

def late_binding():
    fns = [lambda: i for i in range(3)]
    bound = [lambda i=i: i for i in range(3)]
    return [f() for f in fns], [f() for f in bound]

print(late_binding())

def shadow():
    total = 0
    for total in range(3):
        pass
    return total

print(shadow())

def declared_later():
    global created_inside
    created_inside = "made"

declared_later()
print(created_inside)

def uses_before_assign():
    try:
        print(value)
        value = 1
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)

value = "global"
uses_before_assign()

name = "module name"

class Scope:
    name = "class attr"
    names = [name.upper() for _ in range(1)]
    def method(self):
        return name

print(Scope.names, Scope().method())
