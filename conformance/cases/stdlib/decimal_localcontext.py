"""localcontext: a copy of the current (or a given) context for a block, keyword arguments
(Python 3.11), nesting, restoring on exceptions, and flags staying local."""
from decimal import Decimal, Context, getcontext, localcontext, Inexact, ROUND_DOWN, ROUND_UP, ExtendedContext

print(getcontext().prec)
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / 7, getcontext() is ctx)
print(Decimal(1) / 7)
with localcontext(prec=3, rounding=ROUND_DOWN) as ctx:
    print(ctx.prec, ctx.rounding, Decimal(2) / 3)
    with localcontext(prec=8) as inner:
        print(inner.prec, inner.rounding, Decimal(2) / 3)
    print(getcontext().prec, Decimal(2) / 3)
print(getcontext().prec, getcontext().rounding)
with localcontext(Context(prec=2, rounding=ROUND_UP)) as ctx:
    print(Decimal("1.01") + 0, ctx)
with localcontext(ExtendedContext) as ctx:
    print(Decimal(1) / 0, Decimal(0) / 0, ctx.prec)
with localcontext(ExtendedContext, prec=20, Emax=50, Emin=-50, capitals=0, clamp=1, traps=[Inexact], flags=[]) as ctx:
    print(ctx)
    try:
        Decimal(1) / 3
    except Inexact as e:
        print(type(e).__name__, e)
getcontext().clear_flags()
with localcontext() as ctx:
    Decimal(1) / 3
    print("inside", ctx.flags[Inexact])
print("outside", getcontext().flags[Inexact])
try:
    with localcontext(prec=4):
        print(Decimal(10) / 3)
        raise ValueError("boom")
except ValueError as e:
    print(e, getcontext().prec)
for kwargs in [dict(prec=0), dict(rounding="bad"), dict(foo=3), dict(Emax=-1)]:
    try:
        localcontext(**kwargs)
    except Exception as e:
        print(type(e).__name__, e)
for ctx in [5, "x"]:
    try:
        localcontext(ctx)
    except TypeError as e:
        print(type(e).__name__, e)
manager = localcontext(prec=6)
with manager as first:
    print(first.prec, Decimal(1) / 3)
print(getcontext().prec)


def precise_ratio(a, b, digits):
    with localcontext() as ctx:
        ctx.prec = digits
        return Decimal(a) / Decimal(b)


print([str(precise_ratio(22, 7, n)) for n in (2, 5, 10, 40)])
