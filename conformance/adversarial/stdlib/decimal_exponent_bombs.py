# Checks that decimal exponent and precision bombs finish at once with CPython's results (Overflow, underflow to zero, InvalidOperation), and that converting a huge Decimal to int is stopped by the memory limit
# limits: steps=0 memory=64MiB time=10
# expect: MemoryError: memory limit of 64.0 MiB exceeded
# stdout-ends: bombs defused\n
from decimal import Decimal, Context, localcontext, MAX_PREC, MAX_EMAX, MIN_EMIN

bombs = [
    ("huge ** huge", lambda: Decimal("1e999999") ** Decimal("1e999999")),
    ("tiny ** big", lambda: Decimal("1e-999999") ** 999999999),
    ("near one ** huge", lambda: Decimal("1.0000001") ** Decimal("1e999999")),
    ("two ** big", lambda: Decimal(2) ** 10**18),
    ("quantize far", lambda: Decimal(2).quantize(Decimal("1e-999999"))),
    ("wide add", lambda: Decimal("1e999999") + Decimal("1e-999999")),
    ("wide sub", lambda: Decimal("1e999999") - Decimal("1e-1000026")),
    ("zero pad add", lambda: Decimal("0e-999999999999") + 1),
    ("divide_int", lambda: Decimal("1e999999") // 3),
    ("remainder", lambda: Decimal("1e999999") % Decimal("1e-999999")),
    ("compare", lambda: Decimal("1e999999") < Decimal("1e-999999")),
    ("exp", lambda: Decimal("1e999999999999").exp()),
    ("ln", lambda: Decimal("1e-999999999999").ln()),
    ("sqrt", lambda: Decimal("1e999999").sqrt()),
    ("hash", lambda: hash(Decimal("1e999999999999999999"))),
    ("scaleb", lambda: Decimal(1).scaleb(10**9)),
    ("pow mod", lambda: pow(Decimal("1e999999"), 3, 7)),
]
for label, bomb in bombs:
    try:
        print(label, repr(bomb()))
    except ArithmeticError as e:
        print(label, type(e).__name__, e)
with localcontext(Context(prec=MAX_PREC, Emax=MAX_EMAX, Emin=MIN_EMIN)):
    print(Decimal("1e999999999999999998") * 10, (Decimal(2) ** 1000).adjusted(), Decimal(1) / 4, Decimal(3) / 1024)
    print(Decimal(2) + Decimal("1e-20"), Decimal(123).shift(3), Decimal("7.5") // 2, Decimal(10) % 3)
print("bombs defused")
print(int(Decimal("1e999999999")))
