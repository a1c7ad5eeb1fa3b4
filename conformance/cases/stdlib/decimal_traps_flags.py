"""Signals: the exception hierarchy, what each trapped signal raises and with which argument,
flags set by operations, and quiet contexts returning NaN and Infinity."""
from decimal import (
    Decimal, Context, getcontext, localcontext, DecimalException, Clamped, InvalidOperation, ConversionSyntax,
    DivisionImpossible, DivisionUndefined, InvalidContext, DivisionByZero, Inexact, Rounded, Subnormal, Overflow,
    Underflow, FloatOperation,
)

classes = [DecimalException, Clamped, InvalidOperation, ConversionSyntax, DivisionImpossible, DivisionUndefined, InvalidContext, DivisionByZero, Inexact, Rounded, Subnormal, Overflow, Underflow, FloatOperation]
for cls in classes:
    print(cls, [b.__name__ for b in cls.__bases__], issubclass(cls, ArithmeticError), issubclass(cls, ZeroDivisionError), issubclass(cls, TypeError))


def names(ctx):
    return [cls.__name__ for cls, on in ctx.flags.items() if on]


operations = [
    ("1/3", lambda c: c.divide(1, 3)),
    ("1/0", lambda c: c.divide(1, 0)),
    ("0/0", lambda c: c.divide(0, 0)),
    ("bad", lambda c: c.create_decimal("x1")),
    ("sqrt-1", lambda c: c.sqrt(-1)),
    ("big", lambda c: c.multiply(Decimal("9E+999999"), 10)),
    ("tiny", lambda c: c.divide(Decimal("1E-999999"), 1000)),
    ("tinier", lambda c: c.divide(Decimal("1E-999999"), Decimal("1E+100"))),
    ("round", lambda c: c.plus(Decimal("1.23456789012345678901234567890"))),
    ("exact", lambda c: c.add(1, 2)),
    ("divimp", lambda c: c.divide_int(Decimal("1E+40"), 3)),
    ("inf-inf", lambda c: c.subtract(Decimal("Inf"), Decimal("Inf"))),
    ("snan", lambda c: c.add(Decimal("sNaN"), 1)),
    ("clamp", lambda c: Context(Emax=10, prec=3, clamp=1, traps=[]).plus(Decimal("1E+10"))),
]
for label, op in operations:
    quiet = Context(traps=[])
    result = op(quiet)
    print(label.ljust(8), repr(result), names(quiet))
    loud = Context()
    try:
        print(label.ljust(8), repr(op(loud)), names(loud))
    except DecimalException as e:
        print(label.ljust(8), type(e).__name__, e, e.args, names(loud))

everything = Context(traps=[InvalidOperation, DivisionByZero, Overflow, Underflow, Subnormal, Inexact, Rounded, Clamped, FloatOperation])
for label, op in operations:
    everything.clear_flags()
    try:
        print(label.ljust(8), repr(op(everything)))
    except DecimalException as e:
        print(label.ljust(8), type(e).__name__, e)

try:
    Decimal("abc")
except InvalidOperation as e:
    print("caught as InvalidOperation:", type(e).__name__, e)
try:
    Decimal(1) / 0
except ZeroDivisionError as e:
    print("caught as ZeroDivisionError:", type(e).__name__, e)
try:
    Decimal(0) / 0
except InvalidOperation as e:
    print("caught as InvalidOperation:", type(e).__name__, e, isinstance(e, ZeroDivisionError))
try:
    Decimal(0) / 0
except ArithmeticError as e:
    print("caught as ArithmeticError:", type(e).__name__, e)
with localcontext() as ctx:
    ctx.traps[FloatOperation] = True
    try:
        Decimal(1) < 1.5
    except TypeError as e:
        print("caught as TypeError:", type(e).__name__, e)
    print(Decimal(1) == 1.0)
    print(ctx.flags[FloatOperation])
try:
    raise Overflow("custom")
except Inexact as e:
    print(type(e).__name__, e, isinstance(e, Rounded))
