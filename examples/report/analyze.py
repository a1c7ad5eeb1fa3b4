# The code an agent writes after seeing only the schema and a few rows of orders.csv: it reads
# the whole file inside the sandbox, aggregates it, and writes report.md and summary.json for
# the host to download. Only the short summary it prints goes back into the model's context.
import csv
import json
from collections import Counter, defaultdict

revenue_by_region = defaultdict(float)
revenue_by_month = defaultdict(float)
units_by_product = Counter()
customers = defaultdict(float)
statuses = Counter()
rows = 0

with open("orders.csv", newline="") as f:
    for row in csv.DictReader(f):
        rows += 1
        statuses[row["status"]] += 1
        if row["status"] != "paid":
            continue
        amount = int(row["quantity"]) * float(row["unit_price"])
        revenue_by_region[row["region"]] += amount
        revenue_by_month[row["date"][:7]] += amount
        units_by_product[row["product"]] += int(row["quantity"])
        customers[row["customer"]] += amount

total = sum(revenue_by_region.values())
top_customers = sorted(customers.items(), key=lambda kv: -kv[1])[:3]

with open("report.md", "w") as out:
    out.write("# Orders report\n\n")
    out.write(f"{rows:,} orders read; {statuses['paid']:,} paid, revenue {total:,.2f}.\n\n")
    out.write("| Region | Revenue | Share |\n|---|---:|---:|\n")
    for region, revenue in sorted(revenue_by_region.items(), key=lambda kv: -kv[1]):
        out.write(f"| {region} | {revenue:,.2f} | {revenue / total:.1%} |\n")
    out.write("\n## Revenue by month\n\n")
    for month in sorted(revenue_by_month):
        out.write(f"- {month}: {revenue_by_month[month]:,.2f}\n")
    out.write("\n## Top customers\n\n")
    for name, revenue in top_customers:
        out.write(f"1. {name}: {revenue:,.2f}\n")

summary = {
    "orders": rows,
    "statuses": dict(sorted(statuses.items())),
    "revenue": round(total, 2),
    "revenue_by_region": {k: round(v, 2) for k, v in sorted(revenue_by_region.items())},
    "units_by_product": dict(units_by_product.most_common()),
    "top_customer": top_customers[0][0],
}
with open("summary.json", "w") as out:
    json.dump(summary, out, indent=2)

print(f"{rows} orders, revenue {total:,.2f}; wrote report.md and summary.json")
