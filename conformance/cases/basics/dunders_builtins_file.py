# __builtins__, __debug__, the builtins module, function __kwdefaults__.
import builtins

print(__builtins__ is builtins, builtins.len("abc"), __builtins__.max(3, 9))
print(builtins.__name__, type(builtins).__name__, builtins.int is int, builtins.ValueError is ValueError)
print("__builtins__" in globals(), "__builtins__" in dir())
print(__debug__, builtins.__debug__)
assert True, "never shown"
try:
    assert 1 == 2, "asserts still run"
except AssertionError as e:
    print("AssertionError", e)


def f(a, *, b=2, c="x"):
    return a, b, c


def g(a, b=1):
    return a + b


print(f.__kwdefaults__, g.__kwdefaults__, g.__defaults__)
f.__kwdefaults__ = {"b": 20, "c": "y"}
print(f(1), f.__kwdefaults__)
f.__kwdefaults__ = None
print(f.__kwdefaults__)
try:
    f(1)
except TypeError as e:
    print(e)
try:
    f.__kwdefaults__ = [1]
except TypeError as e:
    print(e)
lam = lambda *, k=5: k
print(lam.__kwdefaults__, lam())
