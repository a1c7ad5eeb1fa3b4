# Checks a ValueError raised from a validating method deep in a call chain ends the program uncaught.
class OrderLine:
    def __init__(self, sku, qty, unit_price):
        self.sku = sku
        self.qty = self._validate_qty(qty)
        self.unit_price = unit_price

    @staticmethod
    def _validate_qty(qty):
        if qty <= 0:
            raise ValueError(f"quantity must be positive, got {qty}")
        return qty

    def total(self):
        return self.qty * self.unit_price

class Order:
    def __init__(self):
        self.lines = []

    def add(self, sku, qty, price):
        self.lines.append(OrderLine(sku, qty, price))
        print(f"added {sku} x{qty}, running total {self.total()}")
        return self

    def total(self):
        return sum(line.total() for line in self.lines)

order = Order()
order.add("A", 2, 10).add("B", 1, 5)
print("lines:", len(order.lines))
order.add("C", -3, 7)
print("never printed")
