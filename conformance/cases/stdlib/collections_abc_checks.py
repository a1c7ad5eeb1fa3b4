from collections.abc import Iterable, Iterator, Mapping, MutableMapping, Sequence, Sized, Callable, Hashable, Container, Set, Generator


class Bag(MutableMapping):
    def __init__(self):
        self._d = {}

    def __getitem__(self, k):
        return self._d[k.lower()]

    def __setitem__(self, k, v):
        self._d[k.lower()] = v

    def __delitem__(self, k):
        del self._d[k.lower()]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)


b = Bag()
b["A"] = 1
b.update(B=2, c=3)
print(dict(b), b.get("a"), "C" in b, b.setdefault("d", 4), b.pop("b"), len(b))
print(sorted(b.keys()), sorted(b.items()), b == {"a": 1, "c": 3, "d": 4})
try:
    b.pop("zz")
except KeyError as e:
    print("KeyError", e)
for obj in [[1], (1,), "s", {1: 2}, {1}, iter([]), 3, len, None, (x for x in [])]:
    print(type(obj).__name__, [c.__name__ for c in (Iterable, Iterator, Mapping, Sequence, Sized, Callable, Hashable, Container, Set, Generator) if isinstance(obj, c)])
try:
    Sequence()
except TypeError as e:
    print("TypeError", e)
