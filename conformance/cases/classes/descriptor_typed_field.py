"""A data descriptor with __set_name__ validating types on assignment."""


class Typed:
    def __init__(self, kind):
        self.kind = kind

    def __set_name__(self, owner, name):
        self.name = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name[1:]} must be {self.kind.__name__}, not {type(value).__name__}")
        setattr(obj, self.name, value)


class Order:
    qty = Typed(int)
    item = Typed(str)

    def __init__(self, item, qty):
        self.item = item
        self.qty = qty


o = Order("pen", 3)
print(o.item, o.qty, type(Order.qty).__name__)
try:
    o.qty = "many"
except TypeError as error:
    print(error)
