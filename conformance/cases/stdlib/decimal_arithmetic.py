"""Decimal arithmetic with Decimal and int operands: + - * / // % ** in all forms, unary
operators, precision rounding, and what floats do."""
from decimal import Decimal, getcontext, localcontext

a, b = Decimal("7.25"), Decimal("-2.5")
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), a ** 2, -a, +a, abs(b))
print(a + 1, 1 + a, a - 1, 1 - a, a * 3, 3 * a, a / 4, 4 / a, a // 2, 2 // a, a % 3, 3 % a, 2 ** Decimal(3), a ** -1)
print(Decimal("0.1") + Decimal("0.2"), Decimal("0.1") * 3, Decimal("1.30") + Decimal("1.20"), Decimal("1.3") * Decimal("1.2"))
print(Decimal(1) / 3, Decimal(2) / 3, Decimal(10) / 4, Decimal(1) / 8, Decimal(100) / Decimal("0.1"), Decimal("1.00") / 4)
print(Decimal("12.00") / Decimal("4"), Decimal(6) / Decimal("2.0"), Decimal("5E+3") / Decimal("5E+1"), Decimal(0) / 7)
print(Decimal("-0") + Decimal("0"), Decimal("-0") + Decimal("-0"), Decimal("1") - Decimal("1"), Decimal("-5") + 5)
print(Decimal("1E+100") + 1, Decimal("1E+27") - Decimal("0.1"), Decimal("0E-100") + Decimal("1.5"))
print(Decimal("123456789012345678901234567890") + 0, Decimal("9.9999999999999999999999999999") + 0)

x = Decimal("10")
x += 5
x -= Decimal("0.5")
x *= 2
x /= 3
print(x)
x //= 2
x %= 3
x **= 3
print(x)

import operator

for op in [operator.add, operator.sub, operator.mul, operator.truediv, operator.floordiv, operator.mod, operator.pow]:
    for left, right in [(Decimal("1.5"), 2.5), (2.5, Decimal("1.5")), (Decimal(1), "2"), (None, Decimal(1))]:
        try:
            print(op.__name__, op(left, right))
        except TypeError as e:
            print(op.__name__, type(e).__name__, e)
try:
    divmod(Decimal(1), 1.5)
except TypeError as e:
    print(e)
try:
    -Decimal("1") < "x"
except TypeError as e:
    print(e)

for prec in [1, 3, 5, 9, 28, 50]:
    with localcontext() as ctx:
        ctx.prec = prec
        print(prec, Decimal(1) / 7, Decimal(2) ** Decimal("0.5"), Decimal("123456.789") + Decimal("0.0005"), +Decimal("98765.4321"))

print(sum([Decimal("0.1")] * 10), sum(Decimal(i) / 4 for i in range(10)), sum([Decimal("1.5"), 2, 3]))
print(getcontext().prec, getcontext().rounding)
values = [Decimal("3.3"), Decimal("-1"), Decimal("2.25"), Decimal("0"), Decimal("10")]
total = Decimal(0)
for v in values:
    total = total * 2 + v
print(total, max(values), min(values), sorted(values), sorted(values, reverse=True))
