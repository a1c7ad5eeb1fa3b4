# Code mode: one program, written by the model, calls the host's tools many times and sends back
# only the report. `list_customers` and `get_orders` are tools (see tools.json): each call pauses
# the program while the host answers it, and the `gather` hands the host every order lookup at
# once so they run concurrently.
import asyncio

regions = ["EMEA", "AMER", "APAC"]
customers = [(region, c) for region in regions for c in list_customers(region)]
orders = await asyncio.gather(*(get_orders(c["id"], status="paid") for _, c in customers))

revenue = {}
for (region, customer), paid in zip(customers, orders):
    if paid:
        revenue.setdefault(region, {})[customer["name"]] = sum(o["amount"] for o in paid)

total = sum(sum(by_customer.values()) for by_customer in revenue.values())
print(f"{'Region':<8}{'Customers':>10}{'Revenue':>12}{'Share':>8}")
for region, by_customer in sorted(revenue.items(), key=lambda kv: -sum(kv[1].values())):
    amount = sum(by_customer.values())
    print(f"{region:<8}{len(by_customer):>10}{amount:>12,.2f}{amount / total:>8.1%}")
print(f"{'Total':<8}{sum(map(len, revenue.values())):>10}{total:>12,.2f}")

# The last expression is the run's value: the host gets it as data.
{"top_customer": max((amount, name) for r in revenue.values() for name, amount in r.items())[1], "total": total}
