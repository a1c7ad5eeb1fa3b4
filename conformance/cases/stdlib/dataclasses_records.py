from dataclasses import dataclass, field, asdict, astuple, replace, fields


@dataclass
class Item:
    sku: str
    price: float
    qty: int = 1
    tags: list = field(default_factory=list)

    @property
    def total(self):
        return self.price * self.qty


@dataclass(order=True)
class Order:
    id: int
    items: list = field(default_factory=list, compare=False)


items = [Item("A1", 9.99, 3), Item("B2", 0.5, tags=["promo"]), Item("C3", 20.0, 2)]
for it in items:
    print(it, round(it.total, 2))
print(asdict(items[1]), astuple(items[0]))
print(replace(items[0], qty=10), items[0] == Item("A1", 9.99, 3))
print([f.name for f in fields(Item)], [f.default for f in fields(Item)][2])
orders = [Order(3, items), Order(1), Order(2)]
print(sorted(orders)[0], Order(1) < Order(2), Order(1, [1]) == Order(1, [2]))
print(asdict(Order(9, [Item("Z", 1.0)])))
try:
    Item("x")
except TypeError as e:
    print("TypeError", e)
try:
    Item("x", 1.0, 2, [], 5)
except TypeError as e:
    print("TypeError", e)
