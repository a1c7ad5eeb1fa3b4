"""Comparisons of Decimals with Decimals, ints, floats and Fractions; NaN ordering, sorting,
min/max, and the FloatOperation flag comparisons with floats set."""
from decimal import Decimal, getcontext, localcontext, InvalidOperation, FloatOperation
from fractions import Fraction

values = [Decimal("1"), Decimal("1.0"), Decimal("1.00"), Decimal("-0"), Decimal("0"), Decimal("2.5"), Decimal("-3"), Decimal("Infinity"), Decimal("-Infinity")]
for a in values:
    print(a, [(a == b, a < b, a <= b, a > b, a >= b, a != b) for b in values[:5]])
others = [1, 2, -3, 0, True, 2.5, 0.1, 1.0, float("inf"), Fraction(5, 2), Fraction(1, 3), Fraction(-3, 1)]
for a in [Decimal("2.5"), Decimal("1"), Decimal("0.1"), Decimal("-3"), Decimal("Infinity")]:
    print(a, [(a == b, a < b, b < a, b == a, a >= b) for b in others])
print(Decimal("0.1") == 0.1, Decimal(0.1) == 0.1, Decimal("0.5") == 0.5, Decimal("1E+2") == 100, Decimal("1.5") == Fraction(3, 2))
print(Decimal("1") == "1", Decimal("1") != "1", Decimal(1) == None, Decimal(1) in [1, 2], Decimal(2) in {2: "x"})
for op in ["<", ">=", "<=", ">"]:
    try:
        {"<": lambda: Decimal(1) < "2", ">=": lambda: Decimal(1) >= None, "<=": lambda: [] <= Decimal(1), ">": lambda: Decimal(1) > object()}[op]()
    except TypeError as e:
        print(type(e).__name__, e)

nan = Decimal("NaN")
print(nan == nan, nan != nan, nan == 1, nan != 1, nan in [nan])
for label, op in [("<", lambda: nan < 1), (">=", lambda: 1 >= nan), ("snan ==", lambda: Decimal("sNaN") == 1), ("float nan", lambda: Decimal(1) < float("nan"))]:
    try:
        print(label, op())
    except InvalidOperation as e:
        print(label, type(e).__name__, e)
with localcontext() as ctx:
    ctx.traps[InvalidOperation] = False
    print(nan < 1, nan > 1, nan <= nan, Decimal("sNaN") == 1, ctx.flags[InvalidOperation])

getcontext().clear_flags()
print(Decimal(1) == 1.0, getcontext().flags[FloatOperation])
getcontext().clear_flags()
print(Decimal(1) < 1.5, getcontext().flags[FloatOperation])
getcontext().clear_flags()

mixed = [Decimal("3.5"), 2, Decimal("-1.25"), 7, Decimal("0"), 3, Decimal("2.0")]
print(sorted(mixed), max(mixed), min(mixed), sorted(mixed, key=lambda v: -v))
print(sorted([Decimal("1.0"), Decimal("1"), Decimal("1.00")]), max(Decimal("1.0"), Decimal("1")), min(Decimal("1"), Decimal("1.0")))
print(Decimal("1").compare(Decimal("2")), Decimal("2").compare(1), Decimal("1.0").compare(1), Decimal("NaN").compare(1))
print(Decimal(5).max(Decimal("NaN")), Decimal(5).min(3), Decimal(-5).max_mag(3), Decimal(-5).min_mag(3), Decimal("1.0").max(Decimal("1")))
print(Decimal("-0").max(Decimal("0")), Decimal("0").min(Decimal("-0")), Decimal("2").compare_total(Decimal("2.0")), Decimal("-2").compare_total(Decimal("-2.0")))
print([str(d) for d in sorted([Decimal(x) for x in ["NaN", "-NaN", "sNaN", "1", "-Inf", "Inf", "0", "-0", "1.0"]], key=lambda d: d.as_tuple()[0])])
try:
    Decimal(1).compare(1.5)
except TypeError as e:
    print(type(e).__name__, e)
