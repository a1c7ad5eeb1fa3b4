"""Decimal arithmetic for money with quantize and rounding modes."""

from decimal import Decimal, ROUND_HALF_UP

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("Decimal('0.1') + Decimal('0.2')", lambda: Decimal('0.1') + Decimal('0.2'))
show("Decimal('19.99') * 3", lambda: Decimal('19.99') * 3)
show("(Decimal('10') / 3).quantize(Decimal('0.01'))", lambda: (Decimal('10') / 3).quantize(Decimal('0.01')))
show("Decimal('2.675').quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)", lambda: Decimal('2.675').quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))
show("Decimal('2.665').quantize(Decimal('0.01'))", lambda: Decimal('2.665').quantize(Decimal('0.01')))
show("sum(Decimal(p) for p in ['1.10', '2.20', '3.30'])", lambda: sum(Decimal(p) for p in ['1.10', '2.20', '3.30']))
show('Decimal(0.1)', lambda: Decimal(0.1))
show("Decimal('1.50').normalize()", lambda: Decimal('1.50').normalize())
show("str(Decimal('1e3'))", lambda: str(Decimal('1e3')))
show("Decimal('3.14159').as_tuple()", lambda: Decimal('3.14159').as_tuple())
show("Decimal('abc')", lambda: Decimal('abc'))
show("Decimal('1') / Decimal('0')", lambda: Decimal('1') / Decimal('0'))
