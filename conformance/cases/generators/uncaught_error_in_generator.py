# Checks an exception raised inside a generator propagating out of a for loop uncaught.
def parse_amounts(rows):
    for i, row in enumerate(rows):
        name, raw = row.split(":")
        if not raw.strip().lstrip("-").isdigit():
            raise ValueError(f"row {i}: bad amount {raw.strip()!r} for {name}")
        yield name, int(raw)

good = ["rent:1200", "food: 300", "travel:-50"]
total = 0
for name, amount in parse_amounts(good):
    total += amount
    print(name, amount, total)

try:
    print(list(parse_amounts(["a:1", "b:x"])))
except ValueError as e:
    print("caught:", e)

gen = parse_amounts(["a:1", "b:2", "c:three", "d:4"])
print(next(gen))
print(next(gen, "default does not hide errors"))
print("about to hit the bad row")
for name, amount in gen:
    print("never printed", name, amount)
print("unreachable")
