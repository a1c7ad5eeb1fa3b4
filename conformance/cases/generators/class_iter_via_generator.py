# Checks classes whose __iter__ is a generator method, giving fresh independent iterators each time.
class Deck:
    def __init__(self, cards):
        self.cards = list(cards)
    def __iter__(self):
        for card in self.cards:
            yield card
    def reversed_cards(self):
        i = len(self.cards) - 1
        while i >= 0:
            yield self.cards[i]
            i -= 1
    def __repr__(self):
        return f"Deck({len(self.cards)})"

d = Deck(["A", "K", "Q"])
print(list(d), list(d))
print([c for c in d], list(d.reversed_cards()))
it1 = iter(d)
it2 = iter(d)
print(next(it1), next(it1), next(it2))
print("K" in d, "J" in d)
print(sorted(d), len(list(d)), d)

class Range2D:
    def __init__(self, rows, cols):
        self.rows = rows
        self.cols = cols
    def __iter__(self):
        for r in range(self.rows):
            for c in range(self.cols):
                yield r, c

print(list(Range2D(2, 3)))
print(dict.fromkeys(Range2D(1, 2), 0))

class Inventory:
    def __init__(self):
        self.items = {}
    def add(self, name, qty):
        self.items[name] = self.items.get(name, 0) + qty
        return self
    def __iter__(self):
        for name in sorted(self.items):
            yield name, self.items[name]
    def low_stock(self, threshold):
        return (name for name, qty in self if qty < threshold)

inv = Inventory().add("bolts", 40).add("nuts", 3).add("gears", 7).add("nuts", 2)
for name, qty in inv:
    print(f"{name:6} {qty:3}")
print(list(inv.low_stock(10)))
print(dict(inv))
print(sum(qty for _, qty in inv))

class Tree:
    def __init__(self, value, *children):
        self.value = value
        self.children = children
    def __iter__(self):
        yield self.value
        for child in self.children:
            yield from child

t = Tree(1, Tree(2, Tree(3)), Tree(4))
print(list(t), max(t), sum(t))
print(list(zip(t, "abcd")))
