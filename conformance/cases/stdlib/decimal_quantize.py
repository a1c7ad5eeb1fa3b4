"""quantize: target exponents, rounding arguments, contexts, flags, and InvalidOperation when
the result does not fit the precision or the exponent range."""
from decimal import Decimal, Context, getcontext, localcontext, Inexact, Rounded, InvalidOperation, ROUND_DOWN, ROUND_HALF_UP

cases = [
    ("1.41421356", "0.01"), ("1.41421356", "1"), ("1.41421356", "1E+1"), ("123.456", "0.0001"), ("-1.005", "0.01"),
    ("2.5", "1"), ("3.5", "1"), ("0", "0.001"), ("-0", "1E+2"), ("1E+5", "0.1"), ("12345.6789", "1E-2"), ("7", "1.00"),
    ("0.000123", "1E-5"), ("999.995", "0.01"), ("1.5", "1E+3"), ("Infinity", "Infinity"), ("-Infinity", "1"),
    ("NaN", "1"), ("1", "NaN"), ("1.2345", "1E-28"), ("1E+30", "1"), ("123", "1E+999999"), ("123", "1E-999999"),
]
for value, exp in cases:
    getcontext().clear_flags()
    try:
        result = Decimal(value).quantize(Decimal(exp))
        print(value, exp, repr(result), [name for name, flag in [("Inexact", Inexact), ("Rounded", Rounded)] if getcontext().flags[flag]])
    except Exception as e:
        print(value, exp, type(e).__name__, e)

print(Decimal("1.2345").quantize(Decimal("0.01"), rounding=ROUND_DOWN), Decimal("1.235").quantize(Decimal("0.01"), ROUND_HALF_UP))
print(Decimal("1.2345").quantize(Decimal("0.01"), context=Context(rounding=ROUND_DOWN)))
print(Decimal("123.45").quantize(1), Decimal("123.45").quantize(Decimal(10) ** -1))
quiet = Context(prec=3, traps=[])
print(Decimal("123.45").quantize(Decimal("0.1"), context=quiet), quiet.flags[InvalidOperation], quiet.quantize(Decimal("1.5"), Decimal("1")))
for target in [1.5, "0.1", None]:
    try:
        print(Decimal("1.23").quantize(target))
    except TypeError as e:
        print(type(e).__name__, e)
with localcontext(prec=5):
    try:
        print(Decimal("123456.7").quantize(Decimal("0.1")))
    except InvalidOperation as e:
        print(type(e).__name__, e)
cents = Decimal("0.01")
for amount in ["19.999", "0.005", "0.015", "0.025", "-0.005", "1234567.891"]:
    print(amount, Decimal(amount).quantize(cents), Decimal(amount).quantize(cents, rounding=ROUND_HALF_UP))
print(Decimal("1.20").same_quantum(Decimal("3.45")), Decimal("1.2").same_quantum(Decimal("1.20")), Decimal("NaN").same_quantum(Decimal("NaN")))
