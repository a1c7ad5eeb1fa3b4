# Decimal(int) and the results of operators, as the native fast paths make them: every kind of
# int, bools, int subclasses, Decimal subclasses, contexts passed explicitly, and the objects the
# results are (their class, their tuple, their slots).
import decimal
from decimal import Decimal, Context, InvalidOperation

for value in [0, 1, -1, 7, -7, 2**62, -2**62, 2**63 - 1, -2**63, 2**63, -2**63 - 1, 2**64,
              10**30, -10**30, 12345678901234567890123, True, False]:
    d = Decimal(value)
    print(repr(value), repr(d), d.as_tuple(), type(d).__name__, d == value, hash(d) == hash(value))


class MyInt(int):
    def __int__(self):
        return 99

    def __index__(self):
        return 98


class Dec(Decimal):
    pass


print(repr(Decimal(MyInt(5))), repr(Decimal(MyInt(-5))))
d = Dec(5)
print(type(d).__name__, repr(d), isinstance(d, Decimal), type(d + 1).__name__, repr(d + 1))
print(type(Dec(-2**70)).__name__, repr(Dec(-2**70)))
print(repr(Decimal(5, Context(prec=1))), repr(Decimal(123456, Context(prec=2))))
print(repr(Decimal(value=42)))
try:
    Decimal(5, 7)
except TypeError as e:
    print("TypeError", e)
try:
    Decimal(5, context=7)
except TypeError as e:
    print("TypeError", e)
print(repr(Decimal()), repr(Decimal(-0)), repr(-Decimal(0)), repr(Decimal(0) * -1))
x = Decimal(3)
try:
    x.other = 1
except AttributeError as e:
    print("AttributeError", type(e).__name__)
try:
    (x + 1).other = 1
except AttributeError as e:
    print("AttributeError", type(e).__name__)
print(Decimal(10) / Decimal(4), Decimal(2**80) * Decimal(-3), Decimal(7) // 2, Decimal(-7) % 3)

# The context's fields in an unusual order and after changes between operations.
c = decimal.getcontext()
c.prec = 5
print(Decimal(1) / Decimal(7))
c.rounding = decimal.ROUND_DOWN
print(Decimal(2) / Decimal(3))
c.rounding = decimal.ROUND_UP
print(Decimal(2) / Decimal(3), c.flags[decimal.Inexact], c.flags[decimal.Rounded])
c.traps[decimal.Inexact] = True
try:
    Decimal(1) / Decimal(3)
except decimal.Inexact as e:
    print("Inexact", type(e).__name__)
c.traps[decimal.Inexact] = False
c.Emax = 3
try:
    print(Decimal(9999) * 10)
except decimal.Overflow as e:
    print("Overflow", type(e).__name__)


class MyContext(Context):
    pass


decimal.setcontext(MyContext(prec=3))
print(Decimal(1) / Decimal(7), Decimal(123456) + 0, type(decimal.getcontext()).__name__)
with decimal.localcontext() as lc:
    lc.prec = 2
    print(Decimal(1) / Decimal(7), Decimal(99) + 1)
print(Decimal(1) / Decimal(7))
