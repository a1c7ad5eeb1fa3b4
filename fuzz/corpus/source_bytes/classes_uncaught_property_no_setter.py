# Checks an uncaught AttributeError from assigning to a read-only property (CPython 3.11 wording).
class Cart:
    def __init__(self):
        self.items = []

    def add(self, name, price):
        self.items.append((name, price))

    @property
    def total(self):
        return sum(price for _, price in self.items)

cart = Cart()
cart.add("book", 12)
cart.add("pen", 3)
print("total:", cart.total)
cart.total = 0
print("never printed")
