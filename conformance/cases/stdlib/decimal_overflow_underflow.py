"""The exponent range: overflow to Infinity or the largest number by rounding mode, underflow
to subnormal numbers and zero, clamping (clamp=1, IEEE formats), Etiny and Etop."""
from decimal import (
    Decimal, Context, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_UP, ROUND_CEILING, ROUND_FLOOR, ROUND_05UP, ROUND_HALF_UP,
)


def flags(ctx):
    return [k.__name__ for k, v in ctx.flags.items() if v]


for mode in [ROUND_HALF_EVEN, ROUND_DOWN, ROUND_UP, ROUND_CEILING, ROUND_FLOOR, ROUND_05UP]:
    ctx = Context(prec=3, Emax=9, Emin=-9, rounding=mode, traps=[])
    print(mode, ctx.multiply(Decimal("9E+9"), 10), ctx.multiply(Decimal("-9E+9"), 10), ctx.plus(Decimal("9.996E+9")), flags(ctx))
    ctx.clear_flags()
    print(mode, ctx.divide(Decimal("1E-9"), 3), ctx.divide(Decimal("1E-9"), 1000), ctx.multiply(Decimal("-1E-9"), Decimal("1E-5")), ctx.plus(Decimal("1.5E-11")), flags(ctx))
ctx = Context(prec=3, Emax=9, Emin=-9, traps=[])
print(ctx.Etiny(), ctx.Etop(), ctx.plus(Decimal("1E-10")), ctx.plus(Decimal("1.23E-10")), ctx.plus(Decimal("1E-11")), ctx.plus(Decimal("1E-12")), flags(ctx))
ctx.clear_flags()
print(ctx.create_decimal("0E-20"), ctx.create_decimal("0E+20"), ctx.create_decimal("-0E+20"), flags(ctx))
clamped = Context(prec=3, Emax=9, Emin=-9, clamp=1, traps=[])
print(clamped.Etop(), clamped.plus(Decimal("1E+9")), clamped.plus(Decimal("1E+8")), clamped.plus(Decimal("1E+7")), clamped.create_decimal("0E+20"), flags(clamped))
ieee = Context(prec=16, Emax=384, Emin=-383, clamp=1, rounding=ROUND_HALF_EVEN)
print(ieee.create_decimal("1E+384"), ieee.create_decimal("1234567890123456789"), ieee.divide(1, 3), ieee.Etiny())
default = Context()
for text in ["1E+999999", "9.999999999999999999999999999E+999999", "1E-999999", "1E-1000026", "1E-1000027", "5E-1000027", "6E-1000027"]:
    d = Decimal(text)
    quiet = Context(traps=[])
    print(text, quiet.plus(d), quiet.multiply(d, 10), quiet.divide(d, 10), flags(quiet))
for op in [lambda: default.multiply(Decimal("1E+999999"), 10), lambda: default.power(10, 1000000), lambda: default.exp(Decimal(10000000)), lambda: default.plus(Decimal("1E+1000000"))]:
    try:
        print(op())
    except Exception as e:
        print(type(e).__name__, e)
print(Context(traps=[]).exp(Decimal(-10000000)), Context(traps=[]).power(Decimal("0.1"), 2000000), Context(rounding=ROUND_HALF_UP, traps=[]).multiply(Decimal("5E-1000026"), Decimal("0.1")))
