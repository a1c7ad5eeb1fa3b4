"""Dataclasses as records: defaults, field factories, ordering and asdict."""
from dataclasses import dataclass, field, asdict


@dataclass(order=True)
class Item:
    sort_key: float = field(init=False, repr=False)
    name: str
    price: float
    tags: list = field(default_factory=list)

    def __post_init__(self):
        self.sort_key = self.price


stock = [Item("pen", 1.5), Item("book", 12.0, ["paper"]), Item("ink", 4.25, ["liquid", "blue"])]
for item in sorted(stock):
    print(item)
print(asdict(stock[1]))
print(max(stock).name, min(stock).name)
print(Item("a", 1.0) == Item("a", 1.0), Item("a", 1.0) == Item("b", 1.0))
