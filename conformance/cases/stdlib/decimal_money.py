"""Money calculations as agents write them: invoice lines with tax and discounts rounded to
cents, splitting a bill, compound interest, currency conversion and report formatting."""
from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN, ROUND_HALF_EVEN, localcontext, getcontext

CENTS = Decimal("0.01")
items = [
    {"name": "Widget", "price": "19.99", "qty": 3},
    {"name": "Gadget", "price": "4.25", "qty": 12},
    {"name": "Cable", "price": "0.99", "qty": 7},
    {"name": "Service", "price": "149.00", "qty": 1},
]
tax_rate = Decimal("0.0825")
discount = Decimal("0.10")
subtotal = Decimal("0")
for item in items:
    line = Decimal(item["price"]) * item["qty"]
    subtotal += line
    print(f"{item['name']:<10}{item['qty']:>4} x {Decimal(item['price']):>8.2f} = {line:>10.2f}")
discounted = (subtotal * (1 - discount)).quantize(CENTS, rounding=ROUND_HALF_UP)
tax = (discounted * tax_rate).quantize(CENTS, rounding=ROUND_HALF_UP)
total = discounted + tax
print(f"Subtotal: {subtotal:>12,.2f}")
print(f"Discount: {subtotal - discounted:>12,.2f}")
print(f"Tax:      {tax:>12,.2f}")
print(f"Total:    {total:>12,.2f}", repr(total))

bill = Decimal("100.00")
people = 3
share = (bill / people).quantize(CENTS, rounding=ROUND_DOWN)
remainder = bill - share * people
shares = [share + CENTS if i < remainder / CENTS else share for i in range(people)]
print(shares, sum(shares), remainder)

principal = Decimal("10000")
rate = Decimal("0.05")
balance = principal
for year in range(1, 6):
    balance = (balance * (1 + rate / 12) ** 12).quantize(CENTS)
    print(year, balance)
monthly = Decimal("0.004166666666666666666666666667")
payment = (principal * monthly / (1 - (1 + monthly) ** -360)).quantize(CENTS)
print("payment", payment)

rates = {"EUR": Decimal("0.9187"), "JPY": Decimal("151.37"), "GBP": Decimal("0.7912")}
for code, fx in rates.items():
    converted = (Decimal("1234.56") * fx).quantize(Decimal("1") if code == "JPY" else CENTS, rounding=ROUND_HALF_EVEN)
    print(code, converted, f"{converted:,}")

transactions = ["12.50", "-3.75", "100", "0.10", "0.20", "-45.05", "7.777"]
ledger = sum((Decimal(t) for t in transactions), Decimal("0"))
print(ledger, ledger.quantize(CENTS), float(ledger), int(ledger), round(ledger, 1))
print(sum(Decimal("0.10") for _ in range(3)) == Decimal("0.30"), 0.1 + 0.1 + 0.1 == 0.3)
averages = [Decimal("19.99"), Decimal("5.01"), Decimal("3.333")]
mean = sum(averages) / len(averages)
print(mean, mean.quantize(CENTS), f"{mean:.2f}", str(mean.quantize(Decimal("0.001"))))
with localcontext(prec=6, rounding=ROUND_HALF_UP):
    print(Decimal("2") / 3, Decimal("1234.5678") * 1)
percentages = [Decimal(x) / Decimal(sum([3, 5, 12])) * 100 for x in [3, 5, 12]]
print([f"{p:.1f}%" for p in percentages], sum(p.quantize(Decimal("0.1")) for p in percentages))
price = Decimal("49.95")
print(f"${price:,.2f}", f"{price * 1000000:,.2f}", f"{-price:+.2f}", f"{price:08.2f}", f"{Decimal('0.5'):.0%}")
print(getcontext().prec)
