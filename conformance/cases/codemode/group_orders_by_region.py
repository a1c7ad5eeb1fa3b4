# Checks grouping tool-returned orders by region with totals, counts and averages.
orders = [
    {"id": "A100", "region": "EMEA", "customer": "Acme", "total": 1250.00, "status": "shipped"},
    {"id": "A101", "region": "APAC", "customer": "Globex", "total": 320.50, "status": "pending"},
    {"id": "A102", "region": "EMEA", "customer": "Initech", "total": 89.99, "status": "shipped"},
    {"id": "A103", "region": "AMER", "customer": "Umbrella", "total": 4100.00, "status": "cancelled"},
    {"id": "A104", "region": "AMER", "customer": "Acme", "total": 760.25, "status": "shipped"},
    {"id": "A105", "region": "APAC", "customer": "Hooli", "total": 1999.99, "status": "shipped"},
    {"id": "A106", "region": "EMEA", "customer": "Globex", "total": 15.00, "status": "pending"},
    {"id": "A107", "region": "AMER", "customer": "Stark", "total": 530.00, "status": "shipped"},
]

active = [o for o in orders if o["status"] != "cancelled"]
print(f"{len(active)} of {len(orders)} orders are active")

by_region = {}
for o in active:
    by_region.setdefault(o["region"], []).append(o)

for region, items in by_region.items():
    print(region, [o["id"] for o in items])

summary = []
for region, items in by_region.items():
    total = sum(o["total"] for o in items)
    summary.append({
        "region": region,
        "count": len(items),
        "total": total,
        "avg": total / len(items),
        "largest": max(items, key=lambda o: o["total"])["id"],
    })

summary.sort(key=lambda r: -r["total"])
grand_total = sum(r["total"] for r in summary)

print()
print(f"{'Region':<8}{'Orders':>7}{'Total':>12}{'Avg':>10}{'Share':>8}  Largest")
print("-" * 53)
for r in summary:
    share = r["total"] / grand_total
    print(f"{r['region']:<8}{r['count']:>7}{r['total']:>12,.2f}{r['avg']:>10,.2f}{share:>8.1%}  {r['largest']}")
print("-" * 53)
print(f"{'TOTAL':<8}{len(active):>7}{grand_total:>12,.2f}")
