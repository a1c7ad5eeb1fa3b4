# bench-data: orders.csv <- examples/report/make_orders.py 200000
# Data in, report out: an ~11 MB CSV file (200,000 orders, uploaded into Garter's virtual
# filesystem; CPython reads it from a temporary directory) read with csv.DictReader and
# aggregated by region, month, product and customer, as an agent's analysis script does.
import csv

revenue_by_region = {}
revenue_by_month = {}
units_by_product = {}
orders_by_customer = {}
refunded = 0
with open("orders.csv", newline="") as f:
    for row in csv.DictReader(f):
        if row["status"] == "refunded":
            refunded += 1
            continue
        amount = int(row["quantity"]) * float(row["unit_price"])
        region = row["region"]
        revenue_by_region[region] = revenue_by_region.get(region, 0.0) + amount
        month = row["date"][:7]
        revenue_by_month[month] = revenue_by_month.get(month, 0.0) + amount
        product = row["product"]
        units_by_product[product] = units_by_product.get(product, 0) + int(row["quantity"])
        customer = row["customer"]
        orders_by_customer[customer] = orders_by_customer.get(customer, 0) + 1

for region in sorted(revenue_by_region):
    print(region, f"{revenue_by_region[region]:.2f}")
for month in sorted(revenue_by_month):
    print(month, f"{revenue_by_month[month]:.2f}")
print(sorted(units_by_product.items()))
print(sorted(orders_by_customer.items()), refunded)
