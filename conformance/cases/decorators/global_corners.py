# Checks global declarations: in nested functions, creating new globals, shadowing and UnboundLocalError.
counter = 0

def bump():
    global counter
    counter += 1
    return counter

bump(); bump()
print("counter", counter)

def outer():
    def inner():
        global counter
        counter += 100
    inner()
    return counter

print("global in nested function:", outer(), counter)

def make_global():
    global created_later
    created_later = "created inside function"

make_global()
print(created_later)

name = "global name"

def shadow():
    name = "local name"
    def inner():
        return name
    return inner()

print(shadow(), "|", name)

def unbound():
    try:
        print(counter)
        counter = 5
    except UnboundLocalError as e:
        return f"UnboundLocalError: {e}"

print(unbound())

def nonlocal_vs_global():
    counter = "enclosing counter"
    def g():
        global counter
        return counter
    def n():
        nonlocal counter
        counter = "rebound enclosing"
        return counter
    return g(), n(), counter

print(nonlocal_vs_global())
print("global counter untouched:", counter)

items = []
def append_without_global(v):
    items.append(v)

append_without_global("mutating needs no global")
print(items)

def reads_global_only():
    return counter * 2

print(reads_global_only())

def conditional_global(flag):
    if flag:
        global late_flag
    late_flag = flag
    return late_flag

print(conditional_global(True), late_flag)
