"""Special values: infinities, quiet and signaling NaNs with payloads, signed zeros, and how
arithmetic, comparisons and predicates treat them."""
from decimal import Decimal, Context, localcontext, getcontext

specials = [Decimal(x) for x in ["Infinity", "-Infinity", "NaN", "-NaN", "NaN7", "sNaN", "-sNaN3", "0", "-0", "1", "-1"]]
quiet = Context(traps=[])
for a in specials:
    print(str(a).ljust(10), a.is_nan(), a.is_snan(), a.is_qnan(), a.is_infinite(), a.is_finite(), a.is_signed(), a.is_zero(), a.is_normal(), a.is_subnormal(), a.number_class(), bool(a))
for a in specials[:7]:
    for b in [Decimal("Infinity"), Decimal("-Infinity"), Decimal(2), Decimal(0), Decimal("NaN1")]:
        print(a, b, quiet.add(a, b), quiet.subtract(a, b), quiet.multiply(a, b), quiet.divide(a, b), quiet.divide_int(a, b), quiet.remainder(a, b), quiet.compare(a, b), quiet.max(a, b), quiet.min(a, b))
print(-Decimal("-0"), +Decimal("-0"), abs(Decimal("-0")), Decimal("-0") + Decimal("0"), Decimal("-0") * 5, Decimal("-0") / 5, Decimal(0) * -1)
with localcontext(rounding="ROUND_FLOOR"):
    print(Decimal("-0") + Decimal("0"), Decimal(1) - Decimal(1), -Decimal("0"), +Decimal("-0"))
print(-Decimal("NaN"), abs(Decimal("-NaN")), -Decimal("-Infinity"), abs(Decimal("-Infinity")), Decimal("NaN12").copy_negate())
print(quiet.plus(Decimal("sNaN5")), quiet.minus(Decimal("-sNaN")), quiet.abs(Decimal("sNaN")), quiet.flags)
print(Context(prec=3, traps=[]).plus(Decimal("NaN12345")), Context(prec=3, clamp=1, traps=[]).plus(Decimal("NaN12345")), Context(prec=5).create_decimal("NaN123"))
print(sorted([Decimal("Infinity"), Decimal(5), Decimal("-Infinity"), Decimal(0)]), max(Decimal("Infinity"), 10**100), Decimal("-Infinity") < -10**100)
print(Decimal("Infinity") == float("inf"), Decimal("-Infinity") < float("-inf"), Decimal("Infinity") > 1e308, float(Decimal("-Infinity")), float(Decimal("NaN")))
print(Decimal("NaN").compare_total(Decimal("sNaN")), Decimal("-NaN").compare_total(Decimal("-Infinity")), Decimal("sNaN2").compare_total(Decimal("sNaN10")), Decimal("NaN").compare_total_mag(Decimal("-NaN")))
print(Decimal(5).max(Decimal("NaN")), Decimal("NaN").min(Decimal(-5)), quiet.max(Decimal("sNaN"), Decimal(1)), quiet.max(Decimal("NaN"), Decimal("NaN2")))
for x in ["Infinity", "-Infinity", "NaN", "0", "-0"]:
    d = Decimal(x)
    print(x, quiet.sqrt(d), quiet.exp(d), quiet.ln(d), quiet.log10(d), quiet.logb(d), quiet.to_integral_value(d), quiet.normalize(d))
getcontext().clear_flags()
