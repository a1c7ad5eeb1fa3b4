import numbers
from decimal import Decimal
from fractions import Fraction

values = [1, True, 2.5, 3j, Fraction(1, 3), Decimal("1.5"), "7", None]
for value in values:
    print(
        repr(value),
        [cls.__name__ for cls in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral)
         if isinstance(value, cls)],
    )
print(issubclass(int, numbers.Integral), issubclass(float, numbers.Rational), issubclass(bool, numbers.Number))
print(numbers.Integral.__mro__[1:4])
print(numbers.Number.__hash__, numbers.Integral.__abstractmethods__ >= {"__int__", "__and__"})


def total(items):
    """Sum the real numbers of a tool result, skipping everything else."""
    return sum(item for item in items if isinstance(item, numbers.Real) and not isinstance(item, bool))


print(total([1, "2", 3.5, None, Fraction(1, 2), True]))


def _meters_init(self, value):
    self.value = value


namespace = {"__init__": _meters_init, "__float__": lambda self: float(self.value)}
for name in ["__trunc__", "__floor__", "__ceil__", "__round__", "__floordiv__", "__rfloordiv__", "__mod__",
             "__rmod__", "__lt__", "__le__", "__add__", "__radd__", "__neg__", "__pos__", "__mul__", "__rmul__",
             "__truediv__", "__rtruediv__", "__pow__", "__rpow__", "__abs__", "__eq__"]:
    namespace[name] = lambda self, *args: NotImplemented
Meters = type("Meters", (numbers.Real,), namespace)
m = Meters(3)
print(complex(m), m.real is m or m.real, m.imag, isinstance(m, numbers.Complex))

try:
    numbers.Integral()
except TypeError as e:
    print(type(e).__name__, e)


class Partial(numbers.Integral):
    def __int__(self):
        return 4


try:
    Partial()
except TypeError as e:
    print(type(e).__name__, str(e).split(" with")[0])
