# Checks diffing two catalog snapshots: added, removed, price changes with percentages.
yesterday = [
    {"sku": "A1", "name": "Espresso beans 1kg", "price": 24.90},
    {"sku": "A2", "name": "Filter papers x100", "price": 4.50},
    {"sku": "A3", "name": "Hand grinder", "price": 89.00},
    {"sku": "A4", "name": "Milk frother", "price": 39.99},
    {"sku": "A5", "name": "Travel mug", "price": 18.00},
]
today = [
    {"sku": "A1", "name": "Espresso beans 1kg", "price": 26.40},
    {"sku": "A2", "name": "Filter papers x100", "price": 4.50},
    {"sku": "A3", "name": "Hand grinder", "price": 79.00},
    {"sku": "A5", "name": "Travel mug (steel)", "price": 18.00},
    {"sku": "A6", "name": "Scale with timer", "price": 54.95},
]

old = {p["sku"]: p for p in yesterday}
new = {p["sku"]: p for p in today}

added = [sku for sku in new if sku not in old]
removed = [sku for sku in old if sku not in new]
common = [sku for sku in old if sku in new]
print("added:", added, "removed:", removed, "common:", common)

changes = []
renamed = []
for sku in common:
    a, b = old[sku], new[sku]
    if a["name"] != b["name"]:
        renamed.append((sku, a["name"], b["name"]))
    if a["price"] != b["price"]:
        delta = b["price"] - a["price"]
        changes.append({"sku": sku, "old": a["price"], "new": b["price"], "delta": delta, "pct": delta / a["price"]})

changes.sort(key=lambda c: abs(c["pct"]), reverse=True)
print("\nPrice changes:")
for c in changes:
    arrow = "▲" if c["delta"] > 0 else "▼"
    print(f"  {c['sku']}: {c['old']:.2f} -> {c['new']:.2f} {arrow} {c['delta']:+.2f} ({c['pct']:+.1%})")
print("Renamed:")
for sku, a, b in renamed:
    print(f"  {sku}: {a!r} -> {b!r}")
print("New products:")
for sku in added:
    print(f"  {sku}: {new[sku]['name']} @ {new[sku]['price']:.2f}")
print("Discontinued:")
for sku in removed:
    print(f"  {sku}: {old[sku]['name']}")

old_total = sum(p["price"] for p in yesterday)
new_total = sum(p["price"] for p in today)
unchanged = len(common) - len(changes)
print(f"\ncatalog value {old_total:.2f} -> {new_total:.2f}; {unchanged} unchanged prices")
