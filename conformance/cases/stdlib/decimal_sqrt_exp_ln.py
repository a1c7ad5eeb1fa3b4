"""sqrt, exp, ln and log10: exact results at ideal exponents, correctly rounded results at
several precisions, special values, and the flags they set."""
from decimal import Decimal, Context, localcontext, getcontext, InvalidOperation, ROUND_UP, ROUND_DOWN

for text in ["0", "-0", "1", "2", "4", "0.25", "100", "1E+6", "2.25", "0.01", "1E-7", "12345678901234567890", "0.5", "1.000", "Infinity", "3E+1"]:
    d = Decimal(text)
    print(text, d.sqrt(), d.exp() if abs(d) < 1000 else "-", d.ln() if d > 0 else "-", d.log10() if d > 0 else "-")
for prec in [1, 3, 9, 28, 40, 60]:
    with localcontext(prec=prec):
        two = Decimal(2)
        print(prec, two.sqrt(), two.exp(), two.ln(), two.log10(), Decimal(1).exp(), Decimal(10).ln())
for text in ["0.5", "-1", "-0.001", "10", "-10", "100", "-100", "0.0001", "1E-10", "700", "-700"]:
    print(text, Decimal(text).exp())
for text in ["1.0001", "0.9999", "1E+100", "1E-100", "123.456", "0.000123", "10", "1000", "0.001", "3.16227766", "1.5"]:
    print(text, Decimal(text).ln(), Decimal(text).log10())
for label, op in [("sqrt(-1)", lambda: Decimal(-1).sqrt()), ("ln(0)", lambda: Decimal(0).ln()), ("ln(-1)", lambda: Decimal(-1).ln()),
                  ("log10(0)", lambda: Decimal(0).log10()), ("log10(-2)", lambda: Decimal(-2).log10()), ("exp(inf)", lambda: Decimal("Infinity").exp()),
                  ("exp(-inf)", lambda: Decimal("-Infinity").exp()), ("ln(inf)", lambda: Decimal("Infinity").ln()), ("sqrt(nan)", lambda: Decimal("NaN").sqrt()),
                  ("sqrt(snan)", lambda: Decimal("sNaN").sqrt()), ("exp(1e10)", lambda: Decimal("1E+10").exp()), ("exp(-1e10)", lambda: Decimal("-1E+10").exp())]:
    getcontext().clear_flags()
    try:
        print(label, repr(op()), [k.__name__ for k, v in getcontext().flags.items() if v])
    except Exception as e:
        print(label, type(e).__name__, e)
ctx = Context(prec=5, rounding=ROUND_UP)
print(ctx.sqrt(2), ctx.exp(1), ctx.ln(3), ctx.log10(7), Decimal(2).sqrt(Context(prec=5, rounding=ROUND_DOWN)), ctx.flags[InvalidOperation])
quiet = Context(traps=[])
print(quiet.sqrt(-4), quiet.ln(-1), quiet.ln(0), quiet.log10(0), quiet.flags)
hyp = (Decimal(3) ** 2 + Decimal(4) ** 2).sqrt()
print(hyp, Decimal("1.44").sqrt(), Decimal("1.440").sqrt(), Decimal("0.0144").sqrt(), Decimal("144E-4").sqrt(), Decimal("1E+2").sqrt(), Decimal("1E+3").sqrt())
