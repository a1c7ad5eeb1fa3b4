"""fractions.Fraction construction from strings, floats and pairs, and its errors; rounding
with and without ndigits, floor/ceil/trunc, limit_denominator, comparisons with floats and
infinities, hashing equal to ints and floats, and mixed arithmetic result types."""
import math
from fractions import Fraction


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


for text in ["3/4", " -3/4 ", "1.5", "-.5", "2e3", "1.25e-2", "7", "+0.0", "10/4", "1_000/3", "0.1"]:
    print(repr(text), Fraction(text))
for bad in ["", "3/", "/4", "1/0", "abc", "1.2.3", "1 /2", "0x10", "inf", "1e", "3/4.0"]:
    attempt(f"Fraction({bad!r})", lambda: Fraction(bad))
attempt("Fraction(1, 0)", lambda: Fraction(1, 0))
attempt("Fraction(1.5, 2)", lambda: Fraction(1.5, 2))
attempt("Fraction(inf)", lambda: Fraction(float("inf")))
attempt("Fraction(nan)", lambda: Fraction(float("nan")))
attempt("Fraction([1])", lambda: Fraction([1]))
attempt("from_float str", lambda: Fraction.from_float("1.5"))
print(Fraction(0.1), Fraction.from_float(0.5), Fraction(-6, -4), Fraction(6, -4), Fraction(Fraction(1, 3), Fraction(2, 3)), Fraction())
print(Fraction(0.1).limit_denominator(10), Fraction(math.pi).limit_denominator(1000), Fraction(1, 3).limit_denominator(1))
attempt("limit_denominator 0", lambda: Fraction(1, 3).limit_denominator(0))
x = Fraction(7, 2)
print(round(x), round(Fraction(5, 2)), round(Fraction(-5, 2)), round(Fraction(1, 3), 2), round(Fraction(12345, 1), -2), type(round(x)).__name__)
print(math.floor(Fraction(-7, 2)), math.ceil(Fraction(-7, 2)), math.trunc(Fraction(-7, 2)), int(Fraction(-7, 2)), float(Fraction(1, 3)))
print(Fraction(1, 2) == 0.5, Fraction(1, 3) == 1 / 3, Fraction(1, 2) < 0.6, Fraction(10**30) < float("inf"), Fraction(1) > float("-inf"))
print(Fraction(1, 2) == float("nan"), Fraction(2, 1) == 2, hash(Fraction(2, 1)) == hash(2), hash(Fraction(1, 2)) == hash(0.5))
print(Fraction(1, 2) + 1, Fraction(1, 2) + 0.5, 1 - Fraction(1, 3), Fraction(3, 4) * 2, Fraction(1, 2) / Fraction(1, 4), 2 / Fraction(4))
print(Fraction(7, 3) // 1, Fraction(7, 3) % 1, divmod(Fraction(7, 3), Fraction(1, 2)), Fraction(-7, 3) // 2, -Fraction(7, 3) % 2)
print(Fraction(2, 3) ** 2, Fraction(2, 3) ** -2, Fraction(4, 9) ** 0.5, 2 ** Fraction(1, 2), Fraction(-8, 27) ** Fraction(1, 3) if False else "-")
print(abs(Fraction(-1, 2)), +Fraction(1, 2), Fraction(3, 4).as_integer_ratio())
print(repr(Fraction(1, 3)), str(Fraction(4, 1)), str(Fraction(-1, 3)), Fraction(1, 3).numerator, Fraction(1, 3).denominator, bool(Fraction(0)))
attempt("division by zero", lambda: Fraction(1, 2) / 0)
attempt("floordiv zero", lambda: Fraction(1, 2) // Fraction(0))
attempt("zero to negative", lambda: Fraction(0) ** -1)
attempt("add str", lambda: Fraction(1) + "1")
attempt("compare str", lambda: Fraction(1) < "1")
