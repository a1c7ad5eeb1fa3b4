# Checks an uncaught user subclass of ValueError raised from a parser prints as __main__.BadAmount.
class BadAmount(ValueError):
    pass

def parse_amount(text):
    cleaned = text.replace(",", "").replace("$", "").strip()
    try:
        value = float(cleaned)
    except ValueError:
        raise BadAmount(f"cannot parse amount {text!r}") from None
    if value < 0:
        raise BadAmount(f"negative amount {value}")
    return round(value, 2)

rows = ["$1,200.50", " 99 ", "$-5", "n/a"]
total = 0
for row in rows:
    try:
        total += parse_amount(row)
    except BadAmount as e:
        if "negative" in str(e):
            print("skipping:", e)
            continue
        raise
    print("running total", total)
