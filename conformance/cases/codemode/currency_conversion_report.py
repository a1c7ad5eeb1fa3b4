# Checks converting multi-currency expenses to a base currency with rates from a tool.
rates_to_usd = {"USD": 1.0, "EUR": 1.085, "GBP": 1.27, "JPY": 0.0064, "INR": 0.012}
expenses = [
    {"who": "Kim", "what": "Hotel Paris", "amount": 412.00, "currency": "EUR"},
    {"who": "Raj", "what": "Taxi Mumbai", "amount": 1850, "currency": "INR"},
    {"who": "Kim", "what": "Dinner London", "amount": 96.40, "currency": "GBP"},
    {"who": "Ana", "what": "Train Tokyo", "amount": 14170, "currency": "JPY"},
    {"who": "Raj", "what": "Conference", "amount": 699.00, "currency": "USD"},
    {"who": "Ana", "what": "Snacks", "amount": 12.5, "currency": "CHF"},
]

def to_usd(amount, currency):
    rate = rates_to_usd.get(currency)
    if rate is None:
        raise KeyError(f"no rate for {currency}")
    return round(amount * rate, 2)

converted, skipped = [], []
for e in expenses:
    try:
        usd = to_usd(e["amount"], e["currency"])
    except KeyError as err:
        skipped.append((e["what"], err.args[0]))
        continue
    converted.append(dict(e, usd=usd))

print(f"{'Who':<5}{'Item':<15}{'Original':>14}{'USD':>10}")
for c in converted:
    orig = f"{c['amount']:,.2f} {c['currency']}" if c["currency"] != "JPY" else f"{c['amount']:,} {c['currency']}"
    print(f"{c['who']:<5}{c['what']:<15}{orig:>14}{c['usd']:>10,.2f}")
total = sum(c["usd"] for c in converted)
print(f"{'':<34}{total:>10,.2f}")
print("skipped:", skipped)

per_person = {}
for c in converted:
    per_person[c["who"]] = round(per_person.get(c["who"], 0) + c["usd"], 2)
share = round(total / len(per_person), 2)
print("\nper person:", per_person, "fair share:", share)
for who, paid in sorted(per_person.items()):
    diff = round(paid - share, 2)
    print(f"  {who} {'is owed' if diff > 0 else 'owes'} {abs(diff):.2f} USD")
in_eur = {who: round(v / rates_to_usd["EUR"], 2) for who, v in per_person.items()}
print("in EUR:", in_eur)
