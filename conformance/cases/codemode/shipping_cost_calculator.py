# Checks tiered shipping cost calculation per package with surcharges and a summary.
RATES = [(1.0, 4.99), (5.0, 9.49), (20.0, 18.00)]
PER_KG_OVER = 0.85
ZONE_MULTIPLIER = {"domestic": 1.0, "neighbor": 1.35, "international": 2.2}

packages = [
    {"id": "P1", "weight_kg": 0.4, "zone": "domestic", "express": False},
    {"id": "P2", "weight_kg": 3.2, "zone": "neighbor", "express": True},
    {"id": "P3", "weight_kg": 19.99, "zone": "international", "express": False},
    {"id": "P4", "weight_kg": 27.5, "zone": "domestic", "express": True},
    {"id": "P5", "weight_kg": 1.0, "zone": "mars", "express": False},
    {"id": "P6", "weight_kg": -2, "zone": "domestic", "express": False},
]

def base_rate(weight):
    for limit, price in RATES:
        if weight <= limit:
            return price
    extra = weight - RATES[-1][0]
    return RATES[-1][1] + round(extra * PER_KG_OVER, 2)

def quote(pkg):
    if pkg["weight_kg"] <= 0:
        raise ValueError(f"{pkg['id']}: weight must be positive")
    if pkg["zone"] not in ZONE_MULTIPLIER:
        raise KeyError(pkg["zone"])
    cost = base_rate(pkg["weight_kg"]) * ZONE_MULTIPLIER[pkg["zone"]]
    if pkg["express"]:
        cost = cost * 1.5 + 2
    return round(cost, 2)

quotes = {}
problems = []
for p in packages:
    try:
        quotes[p["id"]] = quote(p)
    except ValueError as e:
        problems.append(str(e))
    except KeyError as e:
        problems.append(f"{p['id']}: unknown zone {e}")

print("base rates:", [base_rate(w) for w in (0.5, 1.0, 1.01, 5, 20, 21, 30.5)])
print(f"{'Pkg':<4}{'Kg':>7} {'Zone':<14}{'Exp':<4}{'Cost':>9}")
for p in packages:
    if p["id"] in quotes:
        print(f"{p['id']:<4}{p['weight_kg']:>7.2f} {p['zone']:<14}{'Y' if p['express'] else 'N':<4}{quotes[p['id']]:>9.2f}")
total = sum(quotes.values())
print(f"{'':<29}{'-' * 9}")
print(f"{'TOTAL':<29}{total:>9.2f}")
print("problems:")
for msg in problems:
    print("  -", msg)
print(f"average per shipped package: {total / len(quotes):.2f}")
