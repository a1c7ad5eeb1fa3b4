"""Decimal construction from str, int, float, tuple and Decimal, with str and repr."""
from decimal import Decimal, Context, getcontext, InvalidOperation, FloatOperation


def show(label, make):
    try:
        value = make()
        print(label, repr(value), str(value))
    except Exception as e:
        print(label, type(e).__name__, e)


texts = [
    "0", "-0", "1", "1.10", "1.00", "+5", "-7.250", "100", "1E+2", "1e2", "1E-7", "0.0000001",
    "123.456e-5", ".5", "5.", "-.25", "0E-7", "0E+3", "-0.00", "12345678901234567890.123456789",
    "  42  ", "\t3.14\n", "1_000_000", "1_0.0_1e1_0", "1e+0", "1E-0", "000123", "0.000",
    "Infinity", "-Infinity", "inf", "-Inf", "+INFINITY", "NaN", "-nan", "NaN123", "sNaN", "-sNaN0012",
    "nan0", "\u0661\u0662\u0663", "1\u00a0", "9" * 40, "1e999999999", "-1.5e-400",
]
for text in texts:
    show(repr(text), lambda: Decimal(text))

bad = ["", " ", "abc", "1.2.3", "1e", "e5", ".", "1 2", "++1", "1e+-2", "Infinity1", "NaN1.5", "sNaNx", "0x10", "1,000"]
for text in bad:
    show(repr(text), lambda: Decimal(text))

for number in [0, 1, -1, 42, 10**30, -(10**20), True, False]:
    show(repr(number), lambda: Decimal(number))

for number in [0.1, 1.5, -2.25, 0.0, -0.0, 1e100, 1e-10, float("inf"), float("-inf"), float("nan"), 123.456]:
    show(repr(number), lambda: Decimal(number))
    show("from_float " + repr(number), lambda: Decimal.from_float(number))

tuples = [
    (0, (1, 2, 3), -2), (1, (4, 5), 3), (0, (), 0), (0, (0, 0), -1), (1, (0,), 0), [0, [1, 5], -1],
    (0, (1,), "F"), (1, (), "F"), (0, (), "n"), (1, (1, 2), "n"), (0, (3,), "N"),
]
for value in tuples:
    show(repr(value), lambda: Decimal(value))

bad_tuples = [
    (0, (1, 2)), (2, (1,), 0), (0, (1, 10), 0), (0, (1,), 1.5), (0, (1,), "x"), (0, "12", 0), (-1, (1,), 0), ("0", (1,), 0),
]
for value in bad_tuples:
    show(repr(value), lambda: Decimal(value))

for value in [[1], b"1", None, 1j if False else object, {1: 2}]:
    show(type(value).__name__, lambda: Decimal(value))

d = Decimal("3.14")
print(Decimal(d) is d, Decimal(d) == d, Decimal() == 0, repr(Decimal()))
show("context arg", lambda: Decimal("1.23456789", Context(prec=3)))
show("bad context", lambda: Decimal("1", 5))
show("from_float str", lambda: Decimal.from_float("1.5"))
show("from_float int", lambda: Decimal.from_float(7))

ctx = Context(traps=[])
show("quiet bad string", lambda: Decimal("bad", ctx))
print(ctx.flags[InvalidOperation])
getcontext().clear_flags()
Decimal(0.5)
print("float flag", getcontext().flags[FloatOperation])
getcontext().traps[FloatOperation] = True
show("trapped float", lambda: Decimal(0.5))
show("trapped float ok int", lambda: Decimal(5))
getcontext().traps[FloatOperation] = False


class Money(Decimal):
    pass


m = Money("1.25")
print(type(m).__name__, repr(m), type(m + 1).__name__, isinstance(m, Decimal), type(Money.from_float(0.5)).__name__)
