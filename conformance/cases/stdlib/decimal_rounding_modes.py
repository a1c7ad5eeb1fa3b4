"""The eight rounding modes, applied by quantize, by context precision and by round()."""
from decimal import (
    Decimal, Context, localcontext, ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR,
    ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP,
)

modes = [ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]
print(modes)
values = ["2.5", "3.5", "-2.5", "-3.5", "2.51", "2.49", "-2.51", "0.5", "-0.5", "1.05", "1.15", "1.25", "1.04", "1.06", "-0.05", "0.0", "7.000", "9.95", "-9.95"]
for mode in modes:
    row = [str(Decimal(v).quantize(Decimal("0.1") if "." in v and len(v.split(".")[1]) > 1 else Decimal("1"), rounding=mode)) for v in values]
    print(mode.ljust(16), " ".join(row))

for mode in modes:
    with localcontext(rounding=mode, prec=3):
        print(mode.ljust(16), Decimal(2) / 3, Decimal(-2) / 3, Decimal("1.005") * 1, Decimal("12345") + 0, Decimal("-12355") + 0, Decimal(1) / 7)

for mode in modes:
    ctx = Context(prec=2, rounding=mode)
    print(mode.ljust(16), ctx.plus(Decimal("1.25")), ctx.plus(Decimal("1.35")), ctx.plus(Decimal("-1.25")), ctx.plus(Decimal("1.01")), ctx.plus(Decimal("1.09")), ctx.plus(Decimal("0.1051")))

for mode in modes:
    print(mode.ljust(16), [str(Decimal(v).to_integral_value(rounding=mode)) for v in ["0.5", "1.5", "-1.5", "2.4", "-2.6", "10.0"]])

print([round(Decimal(v)) for v in ["0.5", "1.5", "2.5", "-0.5", "-1.5", "2.675", "1E+2"]])
print([str(round(Decimal(v), 2)) for v in ["2.675", "2.665", "1.005", "-1.005", "0.125", "0.135"]])
with localcontext(rounding=ROUND_HALF_UP):
    print([str(round(Decimal(v), 2)) for v in ["2.675", "2.665", "1.005", "-1.005", "0.125", "0.135"]])
    print([round(Decimal(v)) for v in ["0.5", "1.5", "2.5"]])
for mode in ["round_up", "ROUND_NEAREST", 3, None]:
    try:
        print(Decimal("1.5").quantize(Decimal(1), rounding=mode))
    except TypeError as e:
        print(type(e).__name__, e)
