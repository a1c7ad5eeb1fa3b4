"""format() and f-strings with Decimals: fixed, exponent, general and percent types,
precision, grouping, alignment, fill, sign, zero padding, 'z', and invalid specs."""
from decimal import Decimal, localcontext, ROUND_DOWN

values = ["0", "-0", "1.5", "-1.5", "2.5", "1234567.891", "0.000012345", "1E+5", "-1E-10", "123.456", "999.995", "0.125", "1.000", "100", "-0.004", "NaN", "-Infinity", "sNaN1"]
specs = ["", ".2f", ",.2f", ".0f", "f", ".3e", "e", "E", ".2E", "g", ".3g", "G", ".10g", "%", ".1%", ",", ">12", "<12", "^12", "*^14.2f", "012.2f", "+.2f", " .2f", "-.2f", "z.1f", "010", ",.0f", "n", ".3n", "=+12.2f", "0=12", ".2", "14,.3f", "_^10"]
for text in values:
    d = Decimal(text)
    print(text.ljust(12), " | ".join(format(d, spec) for spec in specs))

amount = Decimal("1234567.8912")
print(f"{amount:.2f} {amount:,.2f} {amount:>15,.2f} {amount:e} {amount:.3%} {amount:_<20} {amount!s:>14} {amount!r}")
rate = Decimal("0.0725")
print(f"Rate: {rate:.2%} | {rate:.1%} | {rate:%} | {rate * 100:.2f}%")
width, places = 12, 3
print(f"[{amount:{width}.{places}f}] [{amount:^{width}.{places}e}]")
with localcontext(rounding=ROUND_DOWN):
    print(f"{Decimal('1.29'):.1f} {Decimal('-1.29'):.1f} {Decimal('129'):.1e}")
with localcontext(capitals=0):
    print(format(Decimal("1E+10"), ""), format(Decimal("1E+10"), "G"))
print("{:.2f} {:>8} {:,}".format(Decimal("3.14159"), Decimal("2.5"), Decimal("1000000")))
print("%s %r %.2f %d" % (Decimal("1.50"), Decimal("1.50"), Decimal("1.505"), Decimal("7.9")))
for spec in ["d", "x", "#.2f", "_", ".f", "5.", ",n", "<08", "+-", "zz", "s"]:
    try:
        print(spec, format(Decimal("12.5"), spec))
    except ValueError as e:
        print(spec, type(e).__name__, e)
try:
    Decimal(1).__format__(5)
except TypeError as e:
    print(type(e).__name__, e)
