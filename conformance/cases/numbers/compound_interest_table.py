# Checks float accumulation and formatting in a realistic loan/interest computation.
principal = 10000.0
rate = 0.05
balance = principal
for year in range(1, 11):
    balance *= 1 + rate
    print(f"year {year:2d}: {balance:12.2f} {balance!r}")
print(round(balance, 2), round(principal * (1 + rate) ** 10, 2), balance == principal * (1 + rate) ** 10)
monthly_rate = 0.06 / 12
months = 36
loan = 25000
payment = loan * monthly_rate / (1 - (1 + monthly_rate) ** -months)
print(f"payment {payment:.2f} {payment:.6f}")
remaining = float(loan)
total_interest = 0.0
for m in range(1, months + 1):
    interest = remaining * monthly_rate
    total_interest += interest
    remaining -= payment - interest
    if m % 12 == 0:
        print(f"month {m}: remaining {remaining:>10,.2f} interest so far {total_interest:,.2f}")
print(f"final {remaining:.6f}", abs(remaining) < 1e-6)
cents = 0
for _ in range(10):
    cents += 10
print(cents / 100, sum([0.1] * 10), sum([0.1] * 10) == 1.0, cents == 100)
prices = [19.99, 5.49, 3.333, 100.0]
total = sum(prices)
print(total, f"{total:.2f}", "%.3f" % total, round(total, 1))
tax = total * 0.0825
print(tax, f"{tax:.2f}", f"{total + tax:,.2f}")
