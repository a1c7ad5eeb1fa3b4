# Checks __exit__ returning a true value suppresses the exception and execution continues after with.
class Ignore:
    def __init__(self, *types):
        self.types = types
        self.suppressed = []
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc_val, tb):
        if exc_type is not None and issubclass(exc_type, self.types):
            self.suppressed.append(f"{exc_type.__name__}: {exc_val}")
            return True
        return False

ig = Ignore(KeyError, IndexError)
with ig:
    print("before error")
    {}["nope"]
    print("not printed")
print("after suppressed KeyError")
with ig:
    [1, 2][5]
with ig:
    print("no error here")
print(ig.suppressed)

try:
    with Ignore(KeyError):
        raise ValueError("not in the list")
except ValueError as e:
    print("ValueError escaped:", e)

with Ignore(LookupError) as lk:
    raise KeyError("subclass of LookupError")
print(lk.suppressed)

class Truthy:
    def __init__(self, value):
        self.value = value
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return self.value

for ret in [1, "yes", [0], 0, "", None, []]:
    try:
        with Truthy(ret):
            raise RuntimeError("x")
        print(repr(ret), "suppresses")
    except RuntimeError:
        print(repr(ret), "propagates")

def safe_divide(a, b):
    result = "undefined"
    with Ignore(ZeroDivisionError):
        result = a / b
    return result

print(safe_divide(10, 4), safe_divide(1, 0))

errors = Ignore(ValueError)
parsed = []
for raw in ["1", "two", "3", "4.5", "5"]:
    with errors:
        parsed.append(int(raw))
print(parsed, errors.suppressed)

def suppressed_in_loop():
    count = 0
    for i in range(5):
        with Ignore(ZeroDivisionError):
            count += 10 // (i % 2)
            count += 1
    return count

print(suppressed_in_loop())
with Ignore(Exception):
    with Ignore(KeyError):
        raise TypeError("inner does not suppress, outer does")
print("outer suppressed the TypeError")
