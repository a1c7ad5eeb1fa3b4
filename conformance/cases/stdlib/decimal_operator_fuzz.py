# Random operator calls on Decimals and ints under random contexts (precision, rounding,
# exponent limits, clamp, traps), with the result and the flags each raised: the operators'
# native fast path and the Python kernel must agree with CPython's libmpdec everywhere,
# including the coefficients past 128 bits and the results at the edges of the range.
import decimal
import random
from decimal import Context, Decimal

rng = random.Random(20261129)
ROUNDINGS = [
    decimal.ROUND_UP, decimal.ROUND_DOWN, decimal.ROUND_CEILING, decimal.ROUND_FLOOR,
    decimal.ROUND_HALF_UP, decimal.ROUND_HALF_DOWN, decimal.ROUND_HALF_EVEN, decimal.ROUND_05UP,
]
OPS = [
    ("+", lambda a, b: a + b),
    ("-", lambda a, b: a - b),
    ("*", lambda a, b: a * b),
    ("/", lambda a, b: a / b),
    ("//", lambda a, b: a // b),
    ("%", lambda a, b: a % b),
    ("==", lambda a, b: a == b),
    ("!=", lambda a, b: a != b),
    ("<", lambda a, b: a < b),
    (">=", lambda a, b: a >= b),
]


def number():
    kind = rng.random()
    if kind < 0.06:
        return rng.choice([Decimal("NaN"), Decimal("-Infinity"), Decimal("Infinity"), Decimal("sNaN")])
    if kind < 0.18:
        return rng.randrange(-10**rng.randrange(1, 30), 10**rng.randrange(1, 30))
    digits = rng.choice([1, 2, 5, 9, 18, 19, 20, 38, 39, 45, 80])
    coefficient = rng.randrange(0, 10**digits)
    if rng.random() < 0.2:
        coefficient = 10 ** rng.randrange(0, digits) * rng.randrange(1, 10)
    exponent = rng.randrange(-30, 30) if rng.random() < 0.9 else rng.randrange(-120, 120)
    return Decimal((rng.randrange(2), tuple(int(c) for c in str(coefficient)), exponent))


def context():
    emax = rng.choice([999999, 99, 40, 10])
    return Context(
        prec=rng.choice([1, 3, 9, 18, 19, 20, 28, 38, 50]),
        rounding=rng.choice(ROUNDINGS),
        Emax=emax,
        Emin=-emax,
        clamp=rng.choice([0, 0, 1]),
        traps=rng.choice([[], [decimal.InvalidOperation, decimal.DivisionByZero, decimal.Overflow], [decimal.Inexact]]),
    )


for case in range(700):
    ctx = context()
    decimal.setcontext(ctx)
    a, b = number(), number()
    if isinstance(a, int) and isinstance(b, int):
        b = Decimal(b)
    name, op = rng.choice(OPS)
    try:
        result = repr(op(a, b))
    except decimal.DecimalException as e:
        result = type(e).__name__
    except TypeError as e:
        result = "TypeError " + str(e)
    flags = sorted(s.__name__ for s, on in ctx.flags.items() if on)
    print(case, ctx.prec, ctx.rounding, ctx.Emax, ctx.clamp, repr(a), name, repr(b), "->", result, flags)
