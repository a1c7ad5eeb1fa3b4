"""Contexts: construction, repr, attributes and their checks, the template contexts,
getcontext/setcontext, copying, flags and traps as mappings."""
from decimal import (
    Decimal, Context, getcontext, setcontext, BasicContext, ExtendedContext, DefaultContext, Inexact, Rounded,
    InvalidOperation, DivisionByZero, Overflow, Underflow, Clamped, Subnormal, FloatOperation, ConversionSyntax,
    MAX_PREC, MAX_EMAX, MIN_EMIN, MIN_ETINY, ROUND_DOWN, ROUND_HALF_UP,
)

print(getcontext())
print(BasicContext)
print(ExtendedContext)
print(DefaultContext)
print(MAX_PREC, MAX_EMAX, MIN_EMIN, MIN_ETINY)
ctx = Context(prec=10, rounding=ROUND_DOWN, Emin=-99, Emax=99, capitals=0, clamp=1, flags=[Inexact], traps=[Overflow, DivisionByZero])
print(ctx)
print(ctx.prec, ctx.rounding, ctx.Emin, ctx.Emax, ctx.capitals, ctx.clamp, ctx.Etiny(), ctx.Etop(), ctx.radix())
print(Context(flags={s: s is Rounded for s in ctx.flags}))
copy = ctx.copy()
copy.prec = 3
print(ctx.prec, copy.prec, copy.flags[Inexact], copy is ctx)
ctx.clear_flags()
ctx.clear_traps()
print(ctx)

checks = [
    ("prec", 0), ("prec", "5"), ("prec", 2.5), ("prec", MAX_PREC + 1), ("Emin", 1), ("Emax", -1), ("capitals", 2),
    ("clamp", -1), ("rounding", "HALF"), ("rounding", 1), ("flags", [Inexact]), ("traps", 5), ("prec", 7), ("Emax", 5000),
]
for name, value in checks:
    try:
        setattr(ctx, name, value)
        print(name, "=", getattr(ctx, name))
    except Exception as e:
        print(name, type(e).__name__, e)
for kwargs in [dict(prec=-1), dict(rounding="x"), dict(traps=[1]), dict(flags={Inexact: True}), dict(foo=1), dict(Emin=5)]:
    try:
        print(Context(**kwargs))
    except Exception as e:
        print(kwargs if "foo" not in kwargs else "foo", type(e).__name__, e)

flags = getcontext().flags
getcontext().clear_flags()
Decimal(1) / 3
print(flags)
print(list(flags), len(flags), flags[Inexact], flags[Rounded], flags[Overflow], Inexact in flags, ConversionSyntax in flags)
print(dict(flags) == flags.copy(), [k.__name__ for k, v in flags.items() if v], list(flags.values()).count(True))
for key in [ConversionSyntax, 1, "Inexact"]:
    try:
        print(flags[key])
    except KeyError as e:
        print("KeyError", e)
try:
    del flags[Inexact]
except ValueError as e:
    print(type(e).__name__, e)
getcontext().traps[Inexact] = True
try:
    Decimal(1) / 3
except Inexact as e:
    print("trapped", type(e).__name__, e)
getcontext().traps[Inexact] = False

saved = getcontext()
setcontext(BasicContext)
print(getcontext() is BasicContext, getcontext().prec, Decimal(2) / 3)
setcontext(Context(prec=4, rounding=ROUND_HALF_UP))
print(getcontext(), Decimal(2) / 3)
setcontext(saved)
print(getcontext() is saved, Decimal(2) / 3)
for bad in [None, 5, "ctx"]:
    try:
        setcontext(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    print(ctx.foo)
except AttributeError as e:
    print(type(e).__name__)
print(type(getcontext()).__name__, type(getcontext().flags).__name__, Context().prec)
