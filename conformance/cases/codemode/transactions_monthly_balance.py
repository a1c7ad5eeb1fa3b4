# Checks monthly aggregation of bank transactions using date string slicing.
transactions = [
    {"date": "2024-01-03", "desc": "Salary", "amount": 4200.00},
    {"date": "2024-01-05", "desc": "Rent", "amount": -1500.00},
    {"date": "2024-01-17", "desc": "Groceries", "amount": -212.43},
    {"date": "2024-02-01", "desc": "Salary", "amount": 4200.00},
    {"date": "2024-02-02", "desc": "Rent", "amount": -1500.00},
    {"date": "2024-02-14", "desc": "Dinner", "amount": -96.10},
    {"date": "2024-02-20", "desc": "Refund", "amount": 35.99},
    {"date": "2024-03-01", "desc": "Salary", "amount": 4200.00},
    {"date": "2024-03-04", "desc": "Rent", "amount": -1550.00},
    {"date": "2024-03-09", "desc": "Laptop", "amount": -1899.00},
    {"date": "2024-03-22", "desc": "Groceries", "amount": -187.65},
]

months = {}
for t in transactions:
    month = t["date"][:7]
    m = months.setdefault(month, {"in": 0.0, "out": 0.0, "count": 0})
    if t["amount"] >= 0:
        m["in"] += t["amount"]
    else:
        m["out"] += -t["amount"]
    m["count"] += 1

balance = 1000.00
print(f"opening balance: {balance:,.2f}")
print(f"{'Month':<8}{'In':>11}{'Out':>11}{'Net':>11}{'Balance':>12}{'Tx':>4}")
for month, m in months.items():
    net = m["in"] - m["out"]
    balance += net
    print(f"{month:<8}{m['in']:>11,.2f}{m['out']:>11,.2f}{net:>+11,.2f}{balance:>12,.2f}{m['count']:>4}")

biggest = min(transactions, key=lambda t: t["amount"])
print(f"\nlargest expense: {biggest['desc']} on {biggest['date']} ({biggest['amount']:.2f})")

categories = {}
for t in transactions:
    if t["amount"] < 0:
        categories[t["desc"]] = categories.get(t["desc"], 0) + -t["amount"]
total_spent = sum(categories.values())
print("spending by category:")
for cat, amt in sorted(categories.items(), key=lambda kv: kv[1], reverse=True):
    print(f"  {cat:<10} {amt:>9.2f}  {amt / total_spent:>6.1%}")
print(f"savings rate: {(sum(m['in'] for m in months.values()) - total_spent) / sum(m['in'] for m in months.values()):.1%}")
