"""Decimal methods: compare variants, copy_*, max/min variants, fma, scaleb, logb, shift,
rotate, logical operations, next_*, number_class, is_* predicates, to_eng_string."""
from decimal import Decimal, Context, localcontext, getcontext

a, b = Decimal("12.5"), Decimal("-3.75")
print(a.compare(b), b.compare(a), a.compare(a), a.compare_signal(b), a.compare_total(b), b.compare_total_mag(a))
print(a.max(b), a.min(b), a.max_mag(b), a.min_mag(b), a.copy_abs(), b.copy_abs(), a.copy_negate(), a.copy_sign(b))
print(a.fma(2, 1), a.fma(b, Decimal("0.5")), Decimal(2).fma(3, 4), Decimal("1E+28").fma(1, 1), Decimal(3).fma(Decimal("1.1"), Decimal("-3.3")))
print(a.scaleb(2), a.scaleb(-3), Decimal("Infinity").scaleb(5), a.logb(), Decimal("0.001").logb(), Decimal("1E+100").logb())
print(Decimal(123).shift(2), Decimal(123).shift(-2), Decimal(123).rotate(2), Decimal(123).rotate(-1), Decimal("123456789").shift(25))
print(Decimal("1100").logical_and(Decimal("1010")), Decimal("1100").logical_or(Decimal("1010")), Decimal("1100").logical_xor(Decimal("1010")), Decimal("101").logical_invert())
print(Decimal(1).next_plus(), Decimal(1).next_minus(), Decimal(1).next_toward(0), Decimal(1).next_toward(2), Decimal(1).next_toward(1), Decimal("-0").next_plus())
print(Decimal("Infinity").next_minus(), Decimal("-Infinity").next_plus(), Decimal("9.999999999999999999999999999E+999999").next_plus())
for text in ["0", "-0", "1", "-1", "1E-999999", "1E-1000000", "-1E-1000010", "Infinity", "-Infinity", "NaN", "sNaN", "9E+999999"]:
    d = Decimal(text)
    print(text, d.number_class(), d.is_normal(), d.is_subnormal(), d.is_finite(), d.is_infinite(), d.adjusted(), d.to_eng_string())
ctx = Context(prec=5, Emin=-5, Emax=5)
print(Decimal("0.0001").number_class(ctx), Decimal("0.00001").number_class(ctx), Decimal("1E-6").is_subnormal(ctx), Decimal("1E-6").is_normal(ctx))
for text in ["123E+3", "1E+1", "1E+2", "1E+3", "12E-5", "0E+4", "0E-8", "-1.5E+10", "1.23456E-20"]:
    print(text, Decimal(text).to_eng_string(), str(Decimal(text)))
print(Decimal("2.50").to_integral_value(), Decimal("3.5").to_integral_exact(), Decimal("-3.5").to_integral(), Decimal("1E+3").to_integral_value())
print(Decimal(10).sqrt(ctx), Decimal(10).exp(ctx), Decimal(10).ln(ctx), Decimal(10).log10(ctx), Decimal("123.456").normalize(ctx), Decimal(7).remainder_near(3))
quiet = Context(traps=[])
print(Decimal(1).scaleb(Decimal("1.5"), quiet), Decimal(1).shift(30, quiet), Decimal(2).logical_and(1, quiet), Decimal(1).rotate(-30, quiet), quiet.flags)
print(Decimal(5).compare(Decimal("NaN")), Decimal("sNaN").compare(1, quiet), Decimal(5).compare_signal(Decimal("NaN"), quiet))
for x, y in [("1", "1.0"), ("-1", "-1.0"), ("0", "-0"), ("NaN", "sNaN"), ("Infinity", "NaN"), ("2", "10")]:
    print(x, y, Decimal(x).compare_total(Decimal(y)), Decimal(x).compare_total_mag(Decimal(y)), Decimal(x).same_quantum(Decimal(y)))
