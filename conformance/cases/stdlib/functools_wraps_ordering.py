import functools


def logged(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        print("calling", func.__name__)
        return func(*args, **kwargs)

    return wrapper


@logged
def greet(name):
    """Say hello."""
    return f"hello {name}"


print(greet("ada"))
print(greet.__name__, greet.__doc__, greet.__wrapped__("bob"))


@functools.total_ordering
class Version:
    def __init__(self, major, minor):
        self.key = (major, minor)

    def __eq__(self, other):
        return self.key == other.key

    def __lt__(self, other):
        return self.key < other.key

    def __repr__(self):
        return "Version%r" % (self.key,)


a, b = Version(1, 2), Version(1, 10)
print(a < b, a <= b, a > b, a >= b, a == b, a != b)
print(sorted([Version(2, 0), a, b]), max(a, b))


@functools.total_ordering
class Weight:
    def __init__(self, kg):
        self.kg = kg

    def __eq__(self, other):
        return self.kg == other.kg

    def __ge__(self, other):
        return self.kg >= other.kg


print(Weight(1) < Weight(2), Weight(3) <= Weight(2), Weight(2) > Weight(2))
try:

    @functools.total_ordering
    class Nothing:
        pass

except ValueError as e:
    print("ValueError", e)
