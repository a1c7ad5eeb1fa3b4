"""str, repr and to_eng_string of Decimals: plain and exponent notation, engineering form,
capitals, special values."""
from decimal import Decimal, localcontext

values = [
    "0", "-0", "0.0", "0E-6", "0E-7", "0E+1", "0E+2", "0E+3", "0E-8", "1", "-1", "12.5", "1E+1", "1E+2", "1E+3",
    "1.0E+3", "123E+3", "123E+4", "1E-5", "1E-6", "1E-7", "12E-8", "0.000001", "0.0000001", "1234567E-13",
    "-12.34E+5", "5E+0", "5E-0", "9.999E+999", "1E-999", "12345678901234567890", "1.2345678901234567890E+40",
    "Infinity", "-Infinity", "NaN", "-NaN", "NaN42", "sNaN", "-sNaN7",
]
for text in values:
    d = Decimal(text)
    print(repr(text).ljust(28), str(d).ljust(28), repr(d).ljust(36), d.to_eng_string())

with localcontext() as ctx:
    ctx.capitals = 0
    for text in ["1E+5", "-2.5E-9", "Infinity", "123"]:
        d = Decimal(text)
        print(str(d), repr(d), d.to_eng_string(), format(d, ""), ctx.to_sci_string(d), ctx.to_eng_string(d))

print([Decimal("1.5"), Decimal("-0")], (Decimal("2"),), {Decimal("3"): Decimal("4E+2")})
print(f"{Decimal('1.10')}", f"{Decimal('1.10')!r}", "%s" % Decimal("7.0"), str(Decimal("1e1")))
