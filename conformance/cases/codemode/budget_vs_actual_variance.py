# Checks a budget vs actual variance report with over/under flags and department rollups.
budget = {
    ("Marketing", "Ads"): 12000, ("Marketing", "Events"): 5000, ("Marketing", "Tools"): 1500,
    ("Engineering", "Cloud"): 20000, ("Engineering", "Laptops"): 8000, ("Engineering", "SaaS"): 3000,
    ("Ops", "Rent"): 9000, ("Ops", "Travel"): 2500,
}
actuals = [
    ("Marketing", "Ads", 13450.20), ("Marketing", "Events", 3100.00), ("Marketing", "Tools", 1499.99),
    ("Engineering", "Cloud", 23875.55), ("Engineering", "Laptops", 7200.00), ("Engineering", "SaaS", 3300.10),
    ("Ops", "Rent", 9000.00), ("Ops", "Training", 750.00),
]

spent = {}
for dept, cat, amount in actuals:
    spent[(dept, cat)] = spent.get((dept, cat), 0) + amount

keys = list(budget) + [k for k in spent if k not in budget]
rows = []
for key in keys:
    b = budget.get(key, 0)
    a = spent.get(key, 0.0)
    var = a - b
    pct = var / b if b else None
    rows.append((key[0], key[1], b, a, var, pct))

print(f"{'Dept':<12}{'Category':<10}{'Budget':>9}{'Actual':>11}{'Variance':>11}{'Var %':>8}  Flag")
for dept, cat, b, a, var, pct in rows:
    pct_txt = f"{pct:+.1%}" if pct is not None else "new"
    flag = "OVER" if var > 0 and (pct is None or pct > 0.05) else ("under" if var < 0 else "")
    print(f"{dept:<12}{cat:<10}{b:>9,}{a:>11,.2f}{var:>+11,.2f}{pct_txt:>8}  {flag}")

print("\nBy department:")
depts = {}
for dept, cat, b, a, var, pct in rows:
    d = depts.setdefault(dept, [0, 0.0])
    d[0] += b
    d[1] += a
for dept, (b, a) in depts.items():
    print(f"  {dept:<12} budget {b:>7,}  actual {a:>10,.2f}  used {a / b:.0%}")
total_b = sum(budget.values())
total_a = sum(spent.values())
print(f"\nTOTAL budget {total_b:,} actual {total_a:,.2f} variance {total_a - total_b:+,.2f}")
unspent = [f"{d}/{c}" for (d, c) in budget if (d, c) not in spent]
print("budget lines with no spend:", unspent)
