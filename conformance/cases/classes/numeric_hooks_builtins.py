"""Builtins that hand instances of user classes to their special methods: %-formatting calls
__int__/__index__/__float__, three-argument pow() calls __pow__, round() leaves checking
ndigits to __round__; and exception classes mixing builtin bases that share a layout."""


class Number:
    def __init__(self, value):
        self.value = value

    def __int__(self):
        return int(self.value)

    def __index__(self):
        return int(self.value) + 100

    def __float__(self):
        return float(self.value)

    def __pow__(self, other, modulo=None):
        return ("pow", self.value, other, modulo)

    def __round__(self, ndigits=None):
        return ("round", ndigits)


n = Number(7.75)
print("%d %i %u %x %o %X" % (n, n, n, n, n, n))
print("%.2f %e %g %5.1f" % (n, n, n, n))
print(pow(n, 2), pow(n, 2, 5), n ** 3)
print(round(n), round(n, 2), round(n, "two"), round(n, None))
for fmt, value in [("%d", object()), ("%x", 1.5), ("%f", "x"), ("%d", "7")]:
    try:
        print(fmt % value)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    pow(object(), 2, 3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    round(1.5, "2")
except TypeError as e:
    print(type(e).__name__, e)


class Base(ArithmeticError):
    pass


class Mixed(Base, TypeError):
    pass


class ZeroMixed(Base, ZeroDivisionError):
    pass


class LookupMixed(KeyError, ValueError):
    pass


print([c.__name__ for c in Mixed.__mro__], [c.__name__ for c in LookupMixed.__mro__])
for cls in [Mixed, ZeroMixed, LookupMixed]:
    try:
        raise cls("boom")
    except TypeError as e:
        print("TypeError", type(e).__name__, e)
    except ZeroDivisionError as e:
        print("ZeroDivisionError", type(e).__name__, e)
    except LookupError as e:
        print("LookupError", type(e).__name__, e)
try:

    class Conflict(OSError, SyntaxError):
        pass

except TypeError as e:
    print(type(e).__name__, e)
