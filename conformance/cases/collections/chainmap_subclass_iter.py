# A ChainMap subclass overriding __iter__: keys(), items(), values() and dict() go through it.
from collections import ChainMap


class Ordered(ChainMap):
    def __iter__(self):
        return iter(sorted(super().__iter__()))


c = Ordered({"b": 1, "a": 2}, {"c": 3})
print(list(c), list(c.keys()), list(c.items()), list(c.values()))
print(dict(c))


class Reversed(ChainMap):
    def __iter__(self):
        yield from reversed(list(super().__iter__()))


r = Reversed({"x": 1, "y": 2})
print(list(r.keys()), list(r.items()), len(r))

plain = ChainMap({"a": 1}, {"b": 2})
print(plain.keys(), plain.items(), plain.values())
print(len(plain.keys()), "a" in plain.keys(), ("a", 1) in plain.items(), 1 in plain.values())
print(sorted(plain.keys() & {"a", "z"}))
