# Checks which special methods sequence and mapping patterns call on list and dict subclasses, and in what order.
class Loud(list):
    def __getitem__(self, i):
        print("  getitem", i)
        return list.__getitem__(self, i)
    def __len__(self):
        print("  len")
        return list.__len__(self)

def show(label, v):
    print(label)
    match v:
        case [a, b, *_, c]:
            print("  first two and last:", a, b, c)
        case [a, *_]:
            print("  first:", a)
        case [*_]:
            print("  empty")

show("five items", Loud([1, 2, 3, 4, 5]))
show("one item", Loud([9]))
show("no items", Loud([]))

def fixed(v):
    match v:
        case [_, _]:
            return "two wildcards"
        case [x, _, _]:
            return f"three starting {x}"
    return "other"

print(fixed(Loud([1, 2])), fixed(Loud([7, 8, 9])))

class LoudDict(dict):
    def __len__(self):
        print("  dict len")
        return dict.__len__(self)
    def __getitem__(self, key):
        print("  dict getitem", key)
        return dict.__getitem__(self, key)

def keys(v):
    match v:
        case {"a": x, **rest}:
            return x, rest
        case {}:
            return "mapping"

print(keys(LoudDict(a=1, b=2)))
print(keys(LoudDict(b=2)))

def not_sequences(v):
    match v:
        case [*items]:
            return f"sequence {items}"
        case {**items}:
            return f"mapping {items}"
    return f"neither: {type(v).__name__}"

for v in [range(3), (1,), "str", b"bytes", {1, 2}, frozenset(), {"k": 1}, iter([1]), (x for x in [1]), {}.keys(), 3]:
    print(not_sequences(v))
