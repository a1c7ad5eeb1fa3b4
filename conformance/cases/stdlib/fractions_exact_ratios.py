"""Fraction arithmetic staying exact."""

from fractions import Fraction

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('Fraction(1, 3) + Fraction(1, 6)', lambda: Fraction(1, 3) + Fraction(1, 6))
show("Fraction('0.75')", lambda: Fraction('0.75'))
show('Fraction(0.1)', lambda: Fraction(0.1))
show('Fraction(0.1).limit_denominator(100)', lambda: Fraction(0.1).limit_denominator(100))
show('Fraction(6, -4)', lambda: Fraction(6, -4))
show('Fraction(1, 3) * 3 == 1', lambda: Fraction(1, 3) * 3 == 1)
show('float(Fraction(22, 7))', lambda: float(Fraction(22, 7)))
show('sum(Fraction(1, n) for n in range(1, 5))', lambda: sum(Fraction(1, n) for n in range(1, 5)))
show('Fraction(5, 2).numerator', lambda: Fraction(5, 2).numerator)
show('round(Fraction(7, 2))', lambda: round(Fraction(7, 2)))
show('Fraction(1, 0)', lambda: Fraction(1, 0))
show("Fraction('1/3') < 0.34", lambda: Fraction('1/3') < 0.34)
