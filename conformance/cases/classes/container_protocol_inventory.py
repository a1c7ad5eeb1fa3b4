"""A container class with __len__, __getitem__, __contains__, __iter__ and __setitem__."""


class Inventory:
    def __init__(self):
        self._items = {}

    def __setitem__(self, name, count):
        if count < 0:
            raise ValueError("count must be non-negative")
        self._items[name] = count

    def __getitem__(self, name):
        return self._items.get(name, 0)

    def __delitem__(self, name):
        del self._items[name]

    def __contains__(self, name):
        return self._items.get(name, 0) > 0

    def __len__(self):
        return sum(self._items.values())

    def __iter__(self):
        return iter(sorted(self._items))


inv = Inventory()
inv["apple"] = 3
inv["pear"] = 0
inv["fig"] = 2
print(len(inv), list(inv), "pear" in inv, "apple" in inv, inv["kiwi"])
del inv["fig"]
print(list(inv), bool(inv))
try:
    inv["apple"] = -1
except ValueError as error:
    print(error)
try:
    del inv["kiwi"]
except KeyError as error:
    print("KeyError", error)
