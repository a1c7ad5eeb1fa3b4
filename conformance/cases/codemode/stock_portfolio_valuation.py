# Checks valuing a portfolio from holdings and quote tool results, with gains and allocation.
holdings = [
    {"symbol": "AAPL", "shares": 15, "cost_basis": 142.10},
    {"symbol": "MSFT", "shares": 8, "cost_basis": 251.30},
    {"symbol": "NVDA", "shares": 20, "cost_basis": 48.75},
    {"symbol": "TSLA", "shares": 5, "cost_basis": 260.00},
    {"symbol": "XYZ", "shares": 100, "cost_basis": 3.20},
]
quotes = {"AAPL": 189.43, "MSFT": 415.50, "NVDA": 122.44, "TSLA": 174.60}

positions = []
unpriced = []
for h in holdings:
    price = quotes.get(h["symbol"])
    if price is None:
        unpriced.append(h["symbol"])
        continue
    value = h["shares"] * price
    cost = h["shares"] * h["cost_basis"]
    positions.append({
        "symbol": h["symbol"],
        "shares": h["shares"],
        "price": price,
        "value": value,
        "gain": value - cost,
        "gain_pct": (value - cost) / cost,
    })

total_value = sum(p["value"] for p in positions)
total_cost = sum(p["value"] - p["gain"] for p in positions)
print(f"priced {len(positions)} positions; missing quotes for {unpriced}")

print(f"\n{'Symbol':<7}{'Shares':>7}{'Price':>10}{'Value':>12}{'Gain':>12}{'Gain%':>9}{'Alloc':>8}")
for p in sorted(positions, key=lambda p: p["value"], reverse=True):
    alloc = p["value"] / total_value
    print(f"{p['symbol']:<7}{p['shares']:>7}{p['price']:>10.2f}{p['value']:>12,.2f}{p['gain']:>+12,.2f}{p['gain_pct']:>+9.1%}{alloc:>8.1%}")
print("-" * 65)
total_gain = total_value - total_cost
print(f"{'Total':<24}{total_value:>12,.2f}{total_gain:>+12,.2f}{total_gain / total_cost:>+9.1%}")

winners = [p["symbol"] for p in positions if p["gain"] > 0]
losers = [p["symbol"] for p in positions if p["gain"] < 0]
print(f"\nwinners: {winners}; losers: {losers}")
overweight = [p["symbol"] for p in positions if p["value"] / total_value > 0.35]
print("overweight (>35%):", overweight or "none")
best = max(positions, key=lambda p: p["gain_pct"])
print(f"best performer: {best['symbol']} {best['gain_pct']:.0%}")
