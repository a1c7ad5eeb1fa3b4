# dir() of builtin types and values lists their special methods, sorted. Names for pickling,
# sizes, docs, length hints and weak references are left out of the comparison (Garter has
# none of them).
LEFT_OUT = {"__doc__", "__getstate__", "__reduce__", "__reduce_ex__", "__sizeof__", "__getnewargs__",
            "__length_hint__", "__setstate__", "__weakref__"}
d = {1: 2}


def names(obj):
    listed = dir(obj)
    assert listed == sorted(listed)
    return " ".join(n for n in listed if n not in LEFT_OUT)


for t in (object, type(None), int, bool, float, complex, str, bytes, list, tuple, dict, set, frozenset,
          range, slice, type(iter([])), type(iter(range(1))), type(iter(d)), map, filter, zip,
          type(d.keys()), type(d.values()), type(d.items())):
    print(t.__name__, names(t))
for value in (1, 2.5, "s", [], (), {}, {1}, range(2), iter("ab")):
    print(type(value).__name__, "value:", names(value) == names(type(value)))


class Point:
    def __init__(self):
        self.x = 1

    def norm(self):
        return 0


print("Point", names(Point))
print("Point()", names(Point()))


class Bag(dict):
    pass


print(float.__getformat__("double"))
print("Bag", sorted(set(names(Bag).split()) - set(names(dict).split())))
