# Checks objects holding lists of other objects: an Inventory of Items with totals, lookups and reports.
class Item:
    def __init__(self, sku, name, price, qty=0, category="misc"):
        self.sku = sku
        self.name = name
        self.price = price
        self.qty = qty
        self.category = category

    @property
    def value(self):
        return round(self.price * self.qty, 2)

    def __repr__(self):
        return f"Item({self.sku!r}, qty={self.qty})"

class Inventory:
    def __init__(self, name):
        self.name = name
        self.items = []
        self._by_sku = {}

    def add(self, item):
        if item.sku in self._by_sku:
            self._by_sku[item.sku].qty += item.qty
        else:
            self.items.append(item)
            self._by_sku[item.sku] = item
        return self

    def remove(self, sku, qty):
        item = self._by_sku.get(sku)
        if item is None:
            raise KeyError(sku)
        if qty > item.qty:
            raise ValueError(f"only {item.qty} of {sku} left")
        item.qty -= qty
        return item.qty

    def total_value(self):
        return round(sum(i.value for i in self.items), 2)

    def low_stock(self, threshold=5):
        return [i.sku for i in self.items if i.qty < threshold]

    def by_category(self):
        out = {}
        for i in self.items:
            out.setdefault(i.category, []).append(i.name)
        return {k: sorted(v) for k, v in sorted(out.items())}

    def __len__(self):
        return len(self.items)

    def __iter__(self):
        return iter(sorted(self.items, key=lambda i: -i.value))

inv = Inventory("main")
inv.add(Item("A1", "bolt", 0.25, 400, "hardware")).add(Item("B2", "hammer", 12.99, 8, "tools"))
inv.add(Item("C3", "glue", 3.5, 3, "supplies")).add(Item("A1", "bolt", 0.25, 100))
inv.add(Item("D4", "saw", 24.0, 2, "tools"))
print(len(inv), sum(i.qty for i in inv), inv.total_value(), max(inv.items, key=lambda i: i.value).name)
print(inv.low_stock(), inv.low_stock(10))
print(inv.by_category())
for item in inv:
    print(f"{item.sku:<4}{item.name:<8}{item.qty:>5} x {item.price:>6.2f} = {item.value:>8.2f}")
print(inv.remove("B2", 3), inv._by_sku["B2"])
for sku, qty in [("C3", 10), ("ZZ", 1), ("D4", 2)]:
    try:
        print("left:", inv.remove(sku, qty))
    except ValueError as e:
        print("ValueError:", e)
    except KeyError as e:
        print("KeyError:", e)
print(inv.items, inv.total_value())
other = Inventory("backup")
for item in inv.items:
    if item.qty:
        other.add(Item(item.sku, item.name, item.price, item.qty // 2, item.category))
print(other.items, other.total_value())
