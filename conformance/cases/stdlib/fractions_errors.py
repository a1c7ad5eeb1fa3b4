from fractions import Fraction

for args in [(1, 0), ("1/0",), ("abc",), ("1.2.3",), ("1/2/3",), (1.5, 2), ("",)]:
    try:
        print(Fraction(*args))
    except (ZeroDivisionError, ValueError, TypeError) as e:
        print(args, type(e).__name__, e)
try:
    Fraction(1, 2) / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    Fraction(0) ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    Fraction(1, 2) + "x"
except TypeError as e:
    print("TypeError", e)
try:
    Fraction(1).limit_denominator(0)
except ValueError as e:
    print("ValueError", e)
print(Fraction(1, 2) + 0.25, type(Fraction(1, 2) + 0.25).__name__, Fraction(1, 2) + 1)
print(Fraction.from_float(0.1), Fraction(0.1) == Fraction.from_float(0.1))
print(int(Fraction(-7, 2)), Fraction(-7, 2).__floor__(), Fraction(-7, 2).__ceil__(), Fraction(7, 2).__trunc__())
