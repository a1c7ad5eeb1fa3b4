"""Rational numbers, as CPython 3.11's fractions module: `Fraction` from ints, floats, strings
and other fractions, exact arithmetic (falling back to float with floats and to complex with
complex numbers), comparisons, the hash CPython gives equal numbers, `limit_denominator`,
rounding and formatting by `str`. `Fraction` is registered as a `numbers.Rational` (CPython's
subclasses it)."""

import math as _math
import numbers as _numbers

_HASH_MODULUS = (1 << 61) - 1
_HASH_INF = 314159


def _is_digits(text):
    """Decimal digits (any script's, as `\\d` matches), with single underscores between them."""
    return bool(text) and all(part and part.isdecimal() for part in text.split("_"))


def _parse(text):
    """The (numerator, denominator) a string such as `' -3/4 '`, `'1.5e-2'` or `'7'` means."""
    s = text.strip()
    invalid = ValueError(f"Invalid literal for Fraction: {text!r}")
    sign = 1
    if s[:1] in ("+", "-"):
        sign = -1 if s[0] == "-" else 1
        s = s[1:]
    if "/" in s:
        num, _, den = s.partition("/")
        if not (_is_digits(num) and _is_digits(den)):
            raise invalid
        return sign * int(num), int(den)
    mantissa, exponent = s, 0
    for marker in "eE":
        if marker in s:
            mantissa, _, exp_text = s.partition(marker)
            if not _is_digits(exp_text[1:] if exp_text[:1] in "+-" else exp_text):
                raise invalid
            exponent = int(exp_text)
            break
    whole, _, frac = mantissa.partition(".")
    if (not whole and not frac) or (whole and not _is_digits(whole)) or (frac and not _is_digits(frac)):
        raise invalid
    numerator = int(whole + frac)
    denominator = 10 ** len(frac.replace("_", ""))
    if exponent >= 0:
        numerator *= 10**exponent
    else:
        denominator *= 10**-exponent
    return sign * numerator, denominator


def _is_decimal(value):
    """Whether `value` is a decimal.Decimal (the module is imported only when one could be)."""
    if type(value).__module__ != "decimal" and not hasattr(value, "as_integer_ratio"):
        return False
    from decimal import Decimal

    return isinstance(value, Decimal)


class Fraction:
    __slots__ = ("_numerator", "_denominator")

    def __new__(cls, numerator=0, denominator=None):
        self = object.__new__(cls)
        if denominator is None:
            if type(numerator) is int or isinstance(numerator, int):
                self._numerator = int(numerator)
                self._denominator = 1
                return self
            if isinstance(numerator, Fraction):
                self._numerator = numerator._numerator
                self._denominator = numerator._denominator
                return self
            if isinstance(numerator, float):
                n, d = numerator.as_integer_ratio()
                self._numerator, self._denominator = n, d
                return self
            if isinstance(numerator, str):
                numerator, denominator = _parse(numerator)
            elif _is_decimal(numerator):
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return self
            else:
                raise TypeError("argument should be a string or a Rational instance")
        elif isinstance(numerator, int) and isinstance(denominator, int):
            pass
        elif isinstance(numerator, (int, Fraction)) and isinstance(denominator, (int, Fraction)):
            numerator, denominator = (
                Fraction(numerator)._numerator * Fraction(denominator)._denominator,
                Fraction(denominator)._numerator * Fraction(numerator)._denominator,
            )
        else:
            raise TypeError("both arguments should be Rational instances")
        if denominator == 0:
            raise ZeroDivisionError(f"Fraction({numerator}, 0)")
        g = _math.gcd(numerator, denominator)
        if denominator < 0:
            g = -g
        self._numerator = int(numerator) // g
        self._denominator = int(denominator) // g
        return self

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError(f"{cls.__name__}.from_float() only takes floats, not {f!r} ({type(f).__name__})")
        return cls(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        if isinstance(dec, int):
            from decimal import Decimal

            dec = Decimal(int(dec))
        elif not _is_decimal(dec):
            raise TypeError(
                f"{cls.__name__}.from_decimal() only takes Decimals, not {dec!r} ({type(dec).__name__})"
            )
        return cls(*dec.as_integer_ratio())

    @classmethod
    def _from_coprime(cls, numerator, denominator):
        self = object.__new__(cls)
        self._numerator = numerator
        self._denominator = denominator
        return self

    @property
    def numerator(self):
        return self._numerator

    @property
    def denominator(self):
        return self._denominator

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def is_integer(self):
        return self._denominator == 1

    def limit_denominator(self, max_denominator=1000000):
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        if 2 * d * (q0 + k * q1) <= self._denominator:
            return Fraction._from_coprime(p1, q1)
        return Fraction._from_coprime(p0 + k * p1, q0 + k * q1)

    def __repr__(self):
        return f"{self.__class__.__name__}({self._numerator}, {self._denominator})"

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return f"{self._numerator}/{self._denominator}"

    def _operands(self, other):
        if isinstance(other, Fraction):
            return other
        if isinstance(other, int):
            return Fraction._from_coprime(int(other), 1)
        return None

    def __add__(a, b):
        other = a._operands(b)
        if other is not None:
            return Fraction(a._numerator * other._denominator + other._numerator * a._denominator, a._denominator * other._denominator)
        if isinstance(b, (float, complex)):
            return float(a) + b
        return NotImplemented

    def __radd__(b, a):
        other = b._operands(a)
        if other is not None:
            return other + b
        if isinstance(a, (float, complex)):
            return a + float(b)
        return NotImplemented

    def __sub__(a, b):
        other = a._operands(b)
        if other is not None:
            return Fraction(a._numerator * other._denominator - other._numerator * a._denominator, a._denominator * other._denominator)
        if isinstance(b, (float, complex)):
            return float(a) - b
        return NotImplemented

    def __rsub__(b, a):
        other = b._operands(a)
        if other is not None:
            return other - b
        if isinstance(a, (float, complex)):
            return a - float(b)
        return NotImplemented

    def __mul__(a, b):
        other = a._operands(b)
        if other is not None:
            return Fraction(a._numerator * other._numerator, a._denominator * other._denominator)
        if isinstance(b, (float, complex)):
            return float(a) * b
        return NotImplemented

    def __rmul__(b, a):
        other = b._operands(a)
        if other is not None:
            return other * b
        if isinstance(a, (float, complex)):
            return a * float(b)
        return NotImplemented

    def __truediv__(a, b):
        other = a._operands(b)
        if other is not None:
            return Fraction(a._numerator * other._denominator, a._denominator * other._numerator)
        if isinstance(b, (float, complex)):
            return float(a) / b
        return NotImplemented

    def __rtruediv__(b, a):
        other = b._operands(a)
        if other is not None:
            return other / b
        if isinstance(a, (float, complex)):
            return a / float(b)
        return NotImplemented

    def __floordiv__(a, b):
        other = a._operands(b)
        if other is not None:
            return (a._numerator * other._denominator) // (a._denominator * other._numerator)
        if isinstance(b, float):
            return float(a) // b
        if isinstance(b, complex):
            return complex(a) // b
        return NotImplemented

    def __rfloordiv__(b, a):
        other = b._operands(a)
        if other is not None:
            return other // b
        if isinstance(a, float):
            return a // float(b)
        if isinstance(a, complex):
            return complex(a) // complex(b)
        return NotImplemented

    def __mod__(a, b):
        other = a._operands(b)
        if other is not None:
            da, db = a._denominator, other._denominator
            return Fraction((a._numerator * db) % (other._numerator * da), da * db)
        if isinstance(b, float):
            return float(a) % b
        if isinstance(b, complex):
            return complex(a) % b
        return NotImplemented

    def __rmod__(b, a):
        other = b._operands(a)
        if other is not None:
            return other % b
        if isinstance(a, float):
            return a % float(b)
        if isinstance(a, complex):
            return complex(a) % complex(b)
        return NotImplemented

    def __divmod__(a, b):
        other = a._operands(b)
        if other is not None:
            da, db = a._denominator, other._denominator
            div, n_mod = divmod(a._numerator * db, da * other._numerator)
            return div, Fraction(n_mod, da * db)
        if isinstance(b, float):
            return divmod(float(a), b)
        if isinstance(b, complex):
            return divmod(complex(a), b)
        return NotImplemented

    def __rdivmod__(b, a):
        other = b._operands(a)
        if other is not None:
            return divmod(other, b)
        if isinstance(a, float):
            return divmod(a, float(b))
        if isinstance(a, complex):
            return divmod(complex(a), complex(b))
        return NotImplemented

    def __pow__(a, b):
        if isinstance(b, int) or (isinstance(b, Fraction) and b._denominator == 1):
            power = int(b) if isinstance(b, int) else b._numerator
            if power >= 0:
                return Fraction._from_coprime(a._numerator**power, a._denominator**power)
            if a._numerator == 0:
                raise ZeroDivisionError(f"Fraction({a._denominator ** -power}, 0)")
            if a._numerator > 0:
                return Fraction._from_coprime(a._denominator**-power, a._numerator**-power)
            return Fraction._from_coprime((-a._denominator) ** -power, (-a._numerator) ** -power)
        if isinstance(b, (float, Fraction)):
            return float(a) ** float(b)
        if isinstance(b, complex):
            return float(a) ** b
        return NotImplemented

    def __rpow__(b, a):
        if b._denominator == 1 and b._numerator >= 0:
            return a**b._numerator
        if isinstance(a, int):
            return Fraction(a) ** b
        if isinstance(a, float):
            return a ** float(b)
        if isinstance(a, complex):
            return a ** b._numerator if b._denominator == 1 else a ** float(b)
        return NotImplemented

    def __pos__(a):
        return Fraction._from_coprime(a._numerator, a._denominator)

    def __neg__(a):
        return Fraction._from_coprime(-a._numerator, a._denominator)

    def __abs__(a):
        return Fraction._from_coprime(abs(a._numerator), a._denominator)

    def __int__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    __trunc__ = __int__

    def __float__(a):
        return a._numerator / a._denominator

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            if remainder * 2 < self._denominator:
                return floor
            if remainder * 2 > self._denominator:
                return floor + 1
            return floor if floor % 2 == 0 else floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __hash__(self):
        try:
            dinv = pow(self._denominator, -1, _HASH_MODULUS)
        except ValueError:
            hash_ = _HASH_INF
        else:
            hash_ = hash(hash(abs(self._numerator)) * dinv)
        result = hash_ if self._numerator >= 0 else -hash_
        return -2 if result == -1 else result

    def __eq__(a, b):
        if isinstance(b, Fraction):
            return a._numerator == b._numerator and a._denominator == b._denominator
        if isinstance(b, int):
            return a._numerator == b and a._denominator == 1
        if isinstance(b, complex) and b.imag == 0:
            b = b.real
        if isinstance(b, float):
            if b != b or b in (float("inf"), float("-inf")):
                return 0.0 == b
            return a == a.from_float(b)
        return NotImplemented

    def _richcmp(self, other, op):
        if isinstance(other, (int, Fraction)):
            other = Fraction(other)
            return op(self._numerator * other._denominator, self._denominator * other._numerator)
        if isinstance(other, float):
            if other != other or other in (float("inf"), float("-inf")):
                return op(0.0, other)
            return op(self, self.from_float(other))
        return NotImplemented

    def __lt__(a, b):
        return a._richcmp(b, lambda x, y: x < y)

    def __gt__(a, b):
        return a._richcmp(b, lambda x, y: x > y)

    def __le__(a, b):
        return a._richcmp(b, lambda x, y: x <= y)

    def __ge__(a, b):
        return a._richcmp(b, lambda x, y: x >= y)

    def __bool__(a):
        return a._numerator != 0

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


_numbers.Rational.register(Fraction)
