"""Powers of Decimals: integer and negative exponents, fractional exponents, powers of one,
zero and infinity, three-argument pow, overflow and underflow."""
from decimal import Decimal, Context, localcontext, getcontext, InvalidOperation

bases = ["2", "-2", "0.5", "10", "1.1", "-1", "1", "1.000", "0", "-0", "3", "Infinity", "-Infinity"]
exponents = ["0", "1", "2", "3", "-1", "-2", "10", "0.5", "-0.5", "1.5", "Infinity", "-Infinity", "2.0"]
quiet = Context(traps=[])
for b in bases:
    row = []
    for e in exponents:
        quiet.clear_flags()
        result = quiet.power(Decimal(b), Decimal(e))
        row.append(str(result) + ("!" if quiet.flags[InvalidOperation] else ""))
    print(b.ljust(10), " ".join(row))
print(Decimal(2) ** 100, Decimal(2) ** 1000, Decimal(2) ** -10, Decimal(3) ** 40, Decimal("1.5") ** 20, Decimal(7) ** 0)
print(Decimal("1.0") ** 3, Decimal("1.000") ** 30, Decimal("10") ** -3, Decimal("0.1") ** 5, Decimal("-0.1") ** 3)
print(Decimal(2) ** Decimal("0.5"), Decimal(4) ** Decimal("0.5"), Decimal(8) ** (Decimal(1) / 3), Decimal(27) ** Decimal("0.3333333333"))
print(2 ** Decimal(10), 10 ** Decimal(-2), Decimal("1.05") ** 12, (1 + Decimal("0.05") / 12) ** 120)
print(pow(Decimal(2), 10, 1000), pow(Decimal(3), 200, 7), pow(Decimal(-2), 3, 5), pow(Decimal(10), 0, 7), pow(Decimal(5), 3, 1))
for label, op in [
    ("0**0", lambda: Decimal(0) ** 0), ("0**-1", lambda: Decimal(0) ** -1), ("-8**(1/3)", lambda: Decimal(-8) ** (Decimal(1) / 3)),
    ("huge", lambda: Decimal(10) ** 999999), ("huger", lambda: Decimal(10) ** 1000000), ("tiny", lambda: Decimal(10) ** -1000000),
    ("2**1e7", lambda: Decimal(2) ** 10000000), ("0.5**1e7", lambda: Decimal("0.5") ** 10000000), ("near one", lambda: Decimal("1.0000001") ** Decimal("1E+999999")),
    ("pow mod frac", lambda: pow(Decimal(2), Decimal("3.5"), 5)), ("pow mod zero", lambda: pow(Decimal(2), 3, 0)), ("pow mod neg exp", lambda: pow(Decimal(2), -3, 5)),
    ("float exp", lambda: Decimal(2) ** 0.5), ("float base", lambda: 2.0 ** Decimal(2)),
]:
    getcontext().clear_flags()
    try:
        print(label, repr(op()), [k.__name__ for k, v in getcontext().flags.items() if v])
    except Exception as e:
        print(label, type(e).__name__, e)
for prec in [3, 9, 28, 50]:
    with localcontext(prec=prec):
        print(prec, Decimal(2) ** Decimal("0.5"), Decimal(3) ** 50, Decimal("1.1") ** -7, Decimal(10) ** Decimal("0.3"))
x = Decimal(3)
x **= 4
print(x, Context(prec=4).power(7, 5), Context().power(2, 10, 1000), Context(prec=3).power(Decimal("1.5"), Decimal("2.5")))
