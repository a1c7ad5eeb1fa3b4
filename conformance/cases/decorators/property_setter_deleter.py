# Checks properties with setters and deleters, validation in setters, and computed attributes.
class Product:
    def __init__(self, name, price):
        self.name = name
        self.price = price
        self.changes = []

    @property
    def price(self):
        return self._price

    @price.setter
    def price(self, value):
        if not isinstance(value, (int, float)):
            raise TypeError(f"price must be a number, not {type(value).__name__}")
        if value < 0:
            raise ValueError("price cannot be negative")
        if hasattr(self, "_price"):
            self.changes.append((self._price, value))
        self._price = round(value, 2)

    @price.deleter
    def price(self):
        print(f"deleting price of {self.name}")
        del self._price

    @property
    def label(self):
        return f"{self.name}: ${self.price:.2f}"

p = Product("lamp", 19.999)
print(p.price, p.label)
p.price = 25
p.price = 22.5
print(p.label, p.changes)
for bad in [-1, "cheap"]:
    try:
        p.price = bad
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
del p.price
print(hasattr(p, "_price"))
try:
    p.price
except AttributeError:
    print("price gone after delete")
p.price = 5
print(p.label)
try:
    p.label = "x"
except AttributeError:
    print("label has no setter")

class Rectangle:
    def __init__(self, w, h):
        self.w = w
        self.h = h

    @property
    def area(self):
        return self.w * self.h

    @property
    def size(self):
        return (self.w, self.h)

    @size.setter
    def size(self, value):
        self.w, self.h = value

r = Rectangle(2, 3)
print(r.area, r.size)
r.size = (4, 5)
print(r.area, r.w, r.h)
r.w = 10
print(r.area)

print(type(Product.price).__name__, Product.price.fget.__name__, Product.label.fset is None)
