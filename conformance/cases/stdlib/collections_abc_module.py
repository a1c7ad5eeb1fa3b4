from collections.abc import Iterable, Iterator, Mapping, MutableMapping, Sequence, MutableSequence, Set, Callable, Hashable, Sized, Container, Generator, Collection, Awaitable
import collections.abc
print(isinstance([], Iterable), isinstance(3, Iterable), isinstance({}, Mapping), isinstance([], Mapping), isinstance((), Sequence), isinstance("s", Sequence), isinstance([], MutableSequence), isinstance((), MutableSequence))
print(isinstance(iter([]), Iterator), isinstance([], Iterator), isinstance(len, Callable), isinstance(3, Callable), isinstance(lambda: 0, Callable), isinstance(3, Hashable), isinstance([], Hashable), isinstance({1}, Set))
def gen():
    yield 1
print(isinstance(gen(), Generator), isinstance(gen(), Iterator), isinstance(range(3), Sequence), isinstance({}.keys(), Set), issubclass(list, Sized), issubclass(dict, Container), issubclass(int, Collection))
class Bag:
    def __iter__(self):
        return iter([1, 2])
    def __len__(self):
        return 2
    def __contains__(self, x):
        return x in (1, 2)
print(isinstance(Bag(), Iterable), isinstance(Bag(), Sized), isinstance(Bag(), Collection), isinstance(Bag(), Sequence))
class Registry(Mapping):
    def __init__(self, data):
        self._data = dict(data)
    def __getitem__(self, key):
        return self._data[key]
    def __iter__(self):
        return iter(self._data)
    def __len__(self):
        return len(self._data)
r = Registry({"a": 1, "b": 2})
print(r["a"], r.get("z", 0), "b" in r, list(r.keys()), list(r.items()), list(r.values()), len(r), r == {"a": 1, "b": 2}, isinstance(r, Mapping), dict(r))
class Store(MutableMapping):
    def __init__(self):
        self._d = {}
    def __getitem__(self, k): return self._d[k]
    def __setitem__(self, k, v): self._d[k] = v
    def __delitem__(self, k): del self._d[k]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
s = Store(); s["x"] = 1; s.update(y=2, z=3); print(s.pop("x"), s.setdefault("w", 9), sorted(s), len(s))
class Incomplete(Mapping):
    pass
try:
    Incomplete()
except TypeError as e:
    print("TypeError", e)
class Seq(Sequence):
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 2
    def __len__(self):
        return 3
q = Seq(); print(list(q), 4 in q, q.index(4), q.count(2), list(reversed(q)))
print(collections.abc.Mapping is Mapping)
