# Checks mutable class-level state shared by instances versus per-instance state created in __init__.
class BadBasket:
    items = []

    def add(self, item):
        self.items.append(item)
        return self

class GoodBasket:
    def __init__(self, items=None):
        self.items = list(items) if items is not None else []

    def add(self, item):
        self.items.append(item)
        return self

class DefaultArgBasket:
    def __init__(self, items=[]):
        self.items = items

    def add(self, item):
        self.items.append(item)
        return self

x, y = BadBasket(), BadBasket()
x.add("apple")
y.add("pear")
print("bad:", x.items, y.items, BadBasket.items)

g1, g2 = GoodBasket(), GoodBasket(["seed"])
g1.add("apple")
g2.add("pear")
print("good:", g1.items, g2.items)

d1, d2 = DefaultArgBasket(), DefaultArgBasket()
d1.add(1)
d2.add(2)
print("default arg:", d1.items, d2.items, d1.items is d2.items)
d3 = DefaultArgBasket([9])
d3.add(10)
print(d3.items, d1.items)

print(GoodBasket().add("a").add("b").items)
src = ["x"]
g3 = GoodBasket(src)
g3.add("y")
print(src, g3.items)

BadBasket.items = []
print(x.items, y.items)
x.items = ["private"]
x.add("mine")
y.add("theirs")
print(x.items, y.items, BadBasket.items)
