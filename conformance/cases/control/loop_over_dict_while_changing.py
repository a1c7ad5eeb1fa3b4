"""Changing a dict while looping over a copy of its items."""

stock = {"apple": 0, "pear": 4, "fig": 0, "kiwi": 2}
for name, count in list(stock.items()):
    if count == 0:
        del stock[name]
print(stock)
try:
    for name in stock:
        stock[name + "!"] = 1
except RuntimeError as error:
    print(type(error).__name__, error)
