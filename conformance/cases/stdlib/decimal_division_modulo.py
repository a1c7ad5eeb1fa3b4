"""Integer division and modulo of Decimals: signs follow truncation (not floor), divmod,
remainder_near, division by zero and DivisionImpossible."""
from decimal import Decimal, Context, localcontext

pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), ("7.5", 2), ("-7.5", "2"), ("10", "0.3"), ("-10", "0.3"), ("1", "3"), ("0", "5"), ("-0", "5"), ("5", "-5"), ("12.34", "0.1")]
for x, y in pairs:
    a, b = Decimal(x), Decimal(y)
    print(x, y, a // b, a % b, divmod(a, b), a.remainder_near(b), int(x) // int(float(y)) if isinstance(x, int) else "")

print("ints:", 7 // 2, -7 // 2, 7 % -2, -7 % 2)
for a, b in [(Decimal(1), 0), (Decimal(0), 0), (Decimal(-3), 0)]:
    for label, op in [("/", lambda: a / b), ("//", lambda: a // b), ("%", lambda: a % b), ("divmod", lambda: divmod(a, b))]:
        try:
            print(a, label, b, op())
        except Exception as e:
            print(a, label, b, type(e).__name__, e, isinstance(e, ZeroDivisionError), isinstance(e, ArithmeticError))

quiet = Context(traps=[])
for a, b in [(1, 0), (0, 0), (-3, 0)]:
    print(quiet.divide(a, b), quiet.divide_int(a, b), quiet.remainder(a, b), quiet.divmod(a, b), quiet.flags)
    quiet.clear_flags()

with localcontext(prec=5):
    for a, b in [("123456", 1), ("1E+10", 3), ("99999", "0.9")]:
        try:
            print(Decimal(a) // b)
        except Exception as e:
            print(a, type(e).__name__, e)
        try:
            print(Decimal(a) % b)
        except Exception as e:
            print(a, type(e).__name__, e)

for x, y in [("10", "3"), ("10", "4"), ("10", "6"), ("-10", "4"), ("10.5", "1"), ("11.5", "1"), ("3", "2"), ("5", "2")]:
    print("remainder_near", x, y, Decimal(x).remainder_near(Decimal(y)), Context().remainder_near(Decimal(x), Decimal(y)))
print(Decimal("Infinity") // 3, Decimal(3) // Decimal("Infinity"), Decimal(3) % Decimal("-Infinity"), divmod(Decimal(3), Decimal("Infinity")))
