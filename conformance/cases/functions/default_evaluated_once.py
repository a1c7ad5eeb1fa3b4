# Checks that default expressions are evaluated once, at definition time.
calls = []

def make_default(tag):
    calls.append(tag)
    return len(calls) * 10

def f(x=make_default("f")):
    return x

def g(x=make_default("g"), y=make_default("g2")):
    return x, y

print(calls)
print(f(), f(), f())
print(g(), g(1))
print(calls)

n = 5
def h(v=n):
    return v

n = 99
print(h())
print(n)

items = ["a"]
def k(lst=items):
    return lst

items.append("b")
print(k())
items = ["z"]
print(k())
print(items)

counter = 0
def bump():
    global counter
    counter += 1
    return counter

def uses(a=bump(), b=bump()):
    return a, b

print(uses())
print(uses())
print(counter)
