# Checks default parameter values, evaluation time, and keyword calls.
def greet(name, greeting="Hello", punct="!"):
    return greeting + ", " + name + punct
print(greet("Ann"))
print(greet("Bob", "Hi"))
print(greet("Cy", punct="?"))
print(greet(punct=".", name="Di"))
base = 10
def add(x, y=base):
    return x + y
base = 20
print(add(1), add(1, 2))
def append_to(item, target=[]):
    target.append(item)
    return target
print(append_to(1))
print(append_to(2))
print(append_to(3, []))
print(append_to(4))
def safe_append(item, target=None):
    if target is None:
        target = []
    target.append(item)
    return target
print(safe_append(1), safe_append(2))
def counter(n, memo={}):
    memo[n] = memo.get(n, 0) + 1
    return dict(memo)
print(counter(1), counter(2), counter(1))
def no_defaults(a, b):
    return a - b
print(no_defaults(b=1, a=10))
try:
    greet()
except TypeError as e:
    print(type(e).__name__, e)
try:
    greet("a", "b", "c", "d")
except TypeError as e:
    print(type(e).__name__, e)
try:
    greet("a", name="b")
except TypeError as e:
    print(type(e).__name__, e)
try:
    greet("a", bogus=1)
except TypeError as e:
    print(type(e).__name__, e)
