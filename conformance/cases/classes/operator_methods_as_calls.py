# Operator methods of user classes: results, NotImplemented falling back to the reflected method
# or to the TypeError, in-place operators without __iop__, errors raised inside them (with the
# program's last line, uncaught), recursion through them, and odd definitions.
class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        if isinstance(other, int):
            return Money(self.cents + other)
        return NotImplemented

    def __mul__(self, k):
        return Money(self.cents * k) if isinstance(k, int) else NotImplemented

    def __sub__(self, other):
        raise ValueError(f"cannot subtract {other!r}")

    def __repr__(self):
        return f"Money({self.cents})"


class Points:
    def __radd__(self, other):
        return f"Points.__radd__({other!r})"


a, b = Money(150), Money(275)
print(a + b, a + 5, a * 3, (a + b) * 2 + 1)
print(a + Points())
for attempt in (lambda: a + "x", lambda: a * 1.5, lambda: a - 1):
    try:
        attempt()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
total = Money(0)
for i in range(5):
    total += Money(i)
print(total)
try:
    total += "oops"
except TypeError as e:
    print("TypeError", e)
try:
    total *= "oops"
except TypeError as e:
    print("TypeError", e)


class Chain:
    def __init__(self, depth):
        self.depth = depth

    def __add__(self, other):
        if self.depth == 0:
            return other
        return Chain(self.depth - 1) + (other + 1)


print(Chain(50) + 0)
try:
    Chain(100000) + 0
except RecursionError:
    print("RecursionError")


class Lazy:
    def __add__(self, other):
        yield other


print(type(Lazy() + 1).__name__, list(Lazy() + 2))


class Static:
    __add__ = staticmethod(lambda x, y: ("static", x, y))


print(Static() + 1 if False else "skip")

print(a - b)
