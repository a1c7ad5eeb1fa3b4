# Checks property deleters and the AttributeError messages for read-only or undeletable properties.
class Item:
    def __init__(self, name, price):
        self._name = name
        self._price = price

    name = property(lambda self: self._name)

    @property
    def price(self):
        return self._price

    @price.setter
    def price(self, value):
        self._price = value

    @price.deleter
    def price(self):
        print("deleting price of", self._name)
        del self._price

it = Item("pen", 3)
print(it.name, it.price)
try:
    it.name = "pencil"
except AttributeError as e:
    print("AttributeError:", e)
try:
    del it.name
except AttributeError as e:
    print("AttributeError:", e)

it.price = 4
print(it.price, it.__dict__)
del it.price
print(hasattr(it, "price"), sorted(vars(it)))
try:
    it.price
except AttributeError as e:
    print("AttributeError:", e)
it.price = 9
print(it.price, vars(it))

class ReadOnly:
    @property
    def x(self):
        return 42

class Sub(ReadOnly):
    pass

r = ReadOnly()
for action, thunk in [("set", lambda: setattr(r, "x", 1)), ("del", lambda: delattr(r, "x")),
                      ("sub set", lambda: setattr(Sub(), "x", 3))]:
    try:
        thunk()
    except AttributeError as e:
        print(action, "->", e)
print(r.x)

class WithDeleter:
    def __init__(self):
        self._v = 1

    def _get(self):
        return self._v

    def _del(self):
        self._v = None

    v = property(_get, None, _del)

w = WithDeleter()
del w.v
print(w.v, WithDeleter.v.fset, WithDeleter.v.fdel.__name__)

ReadOnly.x = 7
r.x = 8
print(r.x, ReadOnly.x, vars(r))
