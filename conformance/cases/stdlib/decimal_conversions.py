"""Decimal to int, float, str and back: int() truncation, float(), round() with and without
digits, math.floor/ceil/trunc, and to_integral variants."""
import math
from decimal import Decimal, Context, localcontext, ROUND_HALF_UP, ROUND_FLOOR, ROUND_CEILING

values = ["0", "-0", "1.5", "-1.5", "2.5", "-2.5", "2.4999", "7", "-7.9", "123456789.987654321", "1E+25", "-1E-25", "0.5", "99.5", "1E+2", "3.000"]
for text in values:
    d = Decimal(text)
    print(text.ljust(22), int(d), float(d), round(d), math.floor(d), math.ceil(d), math.trunc(d), str(round(d, 1)), str(round(d, -1)) if abs(d) < 10**20 else "-")
for text in values:
    d = Decimal(text)
    print(text.ljust(22), d.to_integral_value(), d.to_integral(rounding=ROUND_FLOOR), d.to_integral_exact(rounding=ROUND_CEILING), d.to_integral_value(ROUND_HALF_UP))
print(type(int(Decimal("1.5"))).__name__, type(round(Decimal("1.5"))).__name__, type(round(Decimal("1.5"), 0)).__name__, type(math.floor(Decimal(2))).__name__)
print(float(Decimal("0.1")), float(Decimal("1E+400")), float(Decimal("1E-400")), float(Decimal("-1E-400")), float(Decimal("3.141592653589793238462643383")))
print(int(Decimal("1E+40")), int(Decimal("-123.999")), int(Decimal("0.999999")), Decimal(int(Decimal("42.7"))))
for f in [0.1, 0.25, 1 / 3, 1e-7, 123456789.125, 2 ** 0.5]:
    print(f, Decimal(f), Decimal(str(f)), Decimal(repr(f)) == Decimal(f), Context(prec=6).create_decimal_from_float(f), Decimal(f).quantize(Decimal("0.0001")))
print(round(Decimal("1234.5678"), 2), round(Decimal("1234.5678"), -2), round(Decimal("0.5")), round(Decimal("1.5")), round(Decimal("-0.5")))
with localcontext(prec=4):
    try:
        print(round(Decimal("123.456"), 3))
    except Exception as e:
        print(type(e).__name__, e)
print(str(Decimal(7)), repr(Decimal(-7)), Decimal("7") == Decimal(7), Decimal(True), Decimal(str(10 ** 30)) == 10 ** 30)
print(list(map(Decimal, ["1", "2.5"])), [float(x) for x in [Decimal("1.25"), Decimal("-0.0")]], bool(Decimal("0.00")), bool(Decimal("0.01")))
