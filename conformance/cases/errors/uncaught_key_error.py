# Checks an uncaught KeyError after some output: stdout is kept, stderr ends with the KeyError.
inventory = {"apple": 3, "pear": 0, "fig": 12}
prices = {"apple": 0.5, "pear": 0.75, "fig": 1.2}

for name in ["apple", "pear", "fig"]:
    print(name, inventory[name], prices[name])

total = sum(inventory.values())
value = sum(inventory[k] * prices[k] for k in inventory)
print("total units", total)
print(f"stock value {value:.2f}")

wanted = ["fig", "apple", "banana", "pear"]
for item in wanted:
    print("looking up", item)
    print(item, "->", inventory[item])
print("never printed")
