"""as_tuple, normalize, as_integer_ratio, adjusted and friends: the representation of a
Decimal (coefficient and exponent) and how to reduce it."""
from decimal import Decimal, Context, localcontext, DecimalTuple

for text in ["0", "-0", "1.10", "-12.340", "1E+5", "100", "0.00", "123.456E-10", "-Infinity", "NaN", "-NaN42", "sNaN", "5E-0", "12345678901234567890"]:
    d = Decimal(text)
    print(text.ljust(22), d.as_tuple(), d.adjusted(), d.normalize() if not d.is_snan() else "-", d.is_signed(), d.is_zero())
t = Decimal("-3.14").as_tuple()
print(t.sign, t.digits, t.exponent, t[0], len(t), type(t).__name__, isinstance(t, tuple), Decimal(t))
print(DecimalTuple(0, (1, 2), -1), Decimal(DecimalTuple(1, (5,), 2)), DecimalTuple._fields)
for text in ["120", "1.200", "0.000", "-5.500E+3", "1E+2", "100E-2", "3.000000000000000000000000000001", "1234567890123456789012345678900"]:
    d = Decimal(text)
    print(text, d.normalize(), Context(prec=5).normalize(d), d.as_integer_ratio())
with localcontext(prec=3):
    print(Decimal("123456").normalize(), Decimal("0.0001000").normalize(), Decimal("-120").normalize())
print(Decimal("1E+999999").normalize(), Context(Emax=5, clamp=1, prec=3).normalize(Decimal("100")))
for text in ["0.25", "-0.125", "3.14", "1E+3", "12.5E-2", "0.1", "1.000", "-0", "7"]:
    print(text, Decimal(text).as_integer_ratio())
print(Decimal("1.30").same_quantum(Decimal("2.00")), Decimal("1.3").same_quantum(Decimal("2.00")), Decimal("1.30") == Decimal("1.3"))
print(Decimal("123.4500").normalize().as_tuple(), str(Decimal("100").normalize()), f"{Decimal('100').normalize():f}")
print(Decimal("1.5").canonical(), Decimal("1.5").is_canonical(), Decimal("1").radix(), Decimal("1.5").conjugate(), Decimal("1.5").real, Decimal("1.5").imag)
print(Decimal("-7").copy_abs(), Decimal("7").copy_negate(), Decimal("7").copy_sign(Decimal("-0")), Decimal("-NaN").copy_abs(), Decimal("3").copy_sign(-1))
