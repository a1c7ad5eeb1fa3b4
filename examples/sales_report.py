# A code-mode script as an agent writes it: tool results come in as records (here, literal data
# standing in for what a `search_orders` tool returned), and the script filters, groups,
# aggregates and prints a report, so only the report goes back into the model's context.
orders = [
    {"id": 1001, "region": "EMEA", "customer": "Acme", "amount": 1200.50, "status": "paid"},
    {"id": 1002, "region": "APAC", "customer": "Globex", "amount": 310.00, "status": "refunded"},
    {"id": 1003, "region": "EMEA", "customer": "Initech", "amount": 845.25, "status": "paid"},
    {"id": 1004, "region": "AMER", "customer": "Acme", "amount": 2200.00, "status": "paid"},
    {"id": 1005, "region": "APAC", "customer": "Umbrella", "amount": 99.99, "status": "pending"},
    {"id": 1006, "region": "AMER", "customer": "Hooli", "amount": 1530.75, "status": "paid"},
    {"id": 1007, "region": "EMEA", "customer": "Acme", "amount": 410.00, "status": "paid"},
]

paid = [o for o in orders if o["status"] == "paid"]
by_region = {}
for order in paid:
    by_region.setdefault(order["region"], []).append(order["amount"])

total = sum(o["amount"] for o in paid)
print(f"{'Region':<8}{'Orders':>8}{'Revenue':>14}{'Share':>9}")
for region, amounts in sorted(by_region.items(), key=lambda kv: -sum(kv[1])):
    revenue = sum(amounts)
    print(f"{region:<8}{len(amounts):>8}{revenue:>14,.2f}{revenue / total:>9.1%}")
print(f"{'Total':<8}{len(paid):>8}{total:>14,.2f}")

top = max({o["customer"] for o in paid}, key=lambda c: sum(o["amount"] for o in paid if o["customer"] == c))
unpaid = ", ".join(f"#{o['id']} ({o['status']})" for o in orders if o["status"] != "paid")
print(f"Top customer: {top}; not paid: {unpaid}")
