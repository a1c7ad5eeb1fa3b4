# Checks invoice math: line totals, discounts, tax by category and rounding to cents.
TAX_RATES = {"standard": 0.20, "reduced": 0.05, "exempt": 0.0}
lines = [
    {"desc": "Consulting (hours)", "qty": 12.5, "unit": 120.00, "tax": "standard", "discount": 0.10},
    {"desc": "Printed manuals", "qty": 30, "unit": 4.35, "tax": "reduced", "discount": 0.0},
    {"desc": "Training voucher", "qty": 2, "unit": 250.00, "tax": "exempt", "discount": 0.0},
    {"desc": "Software license - annual subscription", "qty": 3, "unit": 399.99, "tax": "standard", "discount": 0.15},
    {"desc": "Shipping", "qty": 1, "unit": 18.90, "tax": "standard", "discount": 0.0},
]

def cents(x):
    return round(x + 1e-9, 2)

rows = []
for ln in lines:
    gross = ln["qty"] * ln["unit"]
    discount = cents(gross * ln["discount"])
    net = cents(gross - discount)
    tax = cents(net * TAX_RATES[ln["tax"]])
    rows.append({"desc": ln["desc"], "qty": ln["qty"], "unit": ln["unit"], "discount": discount,
                 "net": net, "tax": tax, "rate": ln["tax"]})

print(f"{'Description':<26}{'Qty':>6}{'Unit':>9}{'Disc':>9}{'Net':>10}{'Tax':>9}")
for r in rows:
    desc = r["desc"] if len(r["desc"]) <= 25 else r["desc"][:24] + "…"
    qty = f"{r['qty']:g}"
    print(f"{desc:<26}{qty:>6}{r['unit']:>9.2f}{r['discount']:>9.2f}{r['net']:>10.2f}{r['tax']:>9.2f}")

subtotal = cents(sum(r["net"] for r in rows))
tax_by_rate = {}
for r in rows:
    tax_by_rate[r["rate"]] = cents(tax_by_rate.get(r["rate"], 0) + r["tax"])
total_tax = cents(sum(tax_by_rate.values()))
total_discount = cents(sum(r["discount"] for r in rows))
print("-" * 69)
print(f"{'Subtotal':<50}{subtotal:>19,.2f}")
for rate, amount in tax_by_rate.items():
    print(f"{'Tax ' + rate + ' (' + format(TAX_RATES[rate], '.0%') + ')':<50}{amount:>19,.2f}")
print(f"{'TOTAL DUE':<50}{subtotal + total_tax:>19,.2f}")
print(f"\nyou saved {total_discount:.2f} ({total_discount / (subtotal + total_discount):.1%})")
print("check:", cents(subtotal + total_tax) == cents(sum(r["net"] + r["tax"] for r in rows)))
