# Checks an inventory reorder report: thresholds, days of cover and supplier grouping.
inventory = [
    {"sku": "WID-001", "name": "Widget small", "on_hand": 14, "reorder_at": 20, "daily_use": 3.5, "supplier": "Northwind"},
    {"sku": "WID-002", "name": "Widget large", "on_hand": 120, "reorder_at": 50, "daily_use": 4.0, "supplier": "Northwind"},
    {"sku": "GAD-100", "name": "Gadget pro", "on_hand": 0, "reorder_at": 5, "daily_use": 0.8, "supplier": "Contoso"},
    {"sku": "GAD-101", "name": "Gadget mini", "on_hand": 7, "reorder_at": 10, "daily_use": 0.0, "supplier": "Contoso"},
    {"sku": "CBL-USB", "name": "USB-C cable 2m", "on_hand": 300, "reorder_at": 100, "daily_use": 25.0, "supplier": "Fabrikam"},
    {"sku": "CBL-HDM", "name": "HDMI cable", "on_hand": 45, "reorder_at": 60, "daily_use": 6.0, "supplier": "Fabrikam"},
]

def days_of_cover(item):
    if item["daily_use"] == 0:
        return None
    return item["on_hand"] / item["daily_use"]

low = [i for i in inventory if i["on_hand"] <= i["reorder_at"]]
out_of_stock = [i["sku"] for i in inventory if i["on_hand"] == 0]
print("low stock:", [i["sku"] for i in low])
print("out of stock:", out_of_stock)

orders_by_supplier = {}
for item in low:
    target = item["reorder_at"] * 2
    qty = target - item["on_hand"]
    orders_by_supplier.setdefault(item["supplier"], []).append((item["sku"], qty))
print("purchase orders:", orders_by_supplier)

print()
print(f"{'SKU':<9} {'Name':<15} {'Stock':>5} {'Cover':>8}  Flag")
for item in sorted(inventory, key=lambda i: (days_of_cover(i) is None, days_of_cover(i) or 0)):
    cover = days_of_cover(item)
    cover_txt = "n/a" if cover is None else f"{cover:.1f}d"
    flag = "OUT" if item["on_hand"] == 0 else ("LOW" if item in low else "")
    print(f"{item['sku']:<9} {item['name'][:15]:<15} {item['on_hand']:>5} {cover_txt:>8}  {flag}")

total_units = sum(q for lines in orders_by_supplier.values() for _, q in lines)
print(f"\n{len(orders_by_supplier)} suppliers, {total_units} units to order")
for supplier, lines in orders_by_supplier.items():
    print(f"- {supplier}: " + ", ".join(f"{sku} x{q}" for sku, q in lines))
