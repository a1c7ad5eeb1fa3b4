"""collections.abc as base classes: the mixin methods a Sequence, Mapping, MutableMapping,
Set and MutableSet subclass gets from its few abstract methods, and the errors for classes
that leave abstract methods undefined."""
from collections.abc import Mapping, MutableMapping, MutableSequence, MutableSet, Sequence, Set


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


class Squares(Sequence):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self.n))]
        if index < 0:
            index += self.n
        if not 0 <= index < self.n:
            raise IndexError("out of range")
        return index * index


s = Squares(6)
print(list(s), 16 in s, 17 in s, s.index(9), s.count(4), list(reversed(s)), s[1:4], len(s), s[-1])
attempt("index missing", lambda: s.index(7))
attempt("index with bounds", lambda: s.index(4, 3))


class Registry(MutableMapping):
    def __init__(self):
        self._data = {}

    def __getitem__(self, key):
        return self._data[key.lower()]

    def __setitem__(self, key, value):
        self._data[key.lower()] = value

    def __delitem__(self, key):
        del self._data[key.lower()]

    def __iter__(self):
        return iter(self._data)

    def __len__(self):
        return len(self._data)


r = Registry()
r["Alpha"] = 1
r.update({"BETA": 2}, gamma=3)
print(dict(r), r.get("ALPHA"), r.get("x", 0), "beta" in r, list(r.keys()), list(r.values()), list(r.items()))
print(r.setdefault("Delta", 4), r.pop("alpha"), r.pop("missing", None), len(r), r == {"beta": 2, "gamma": 3, "delta": 4})
print(r.popitem(), sorted(r), r.keys() & {"gamma"}, isinstance(r.items(), Set))
r.clear()
print(len(r), dict(r))
attempt("pop missing", lambda: r.pop("nothing"))
attempt("popitem empty", lambda: r.popitem())


class Frozen(Mapping):
    def __init__(self, **items):
        self._items = items

    def __getitem__(self, key):
        return self._items[key]

    def __iter__(self):
        return iter(self._items)

    def __len__(self):
        return len(self._items)


f = Frozen(a=1, b=2)
print(f == {"a": 1, "b": 2}, f != {"a": 1}, f.get("c", "-"), list(f.items()), "a" in f)
attempt("setitem on Mapping", lambda: f.__setitem__("c", 3))


class Bits(MutableSet):
    def __init__(self, items=()):
        self._items = set(items)

    def __contains__(self, item):
        return item in self._items

    def __iter__(self):
        return iter(sorted(self._items))

    def __len__(self):
        return len(self._items)

    def add(self, item):
        self._items.add(item)

    def discard(self, item):
        self._items.discard(item)


b = Bits([1, 2, 3])
print(list(b | {4}), list(b & {2, 3, 9}), list(b - {1}), list(b ^ {3, 4}), b <= Bits([1, 2, 3, 4]), b.isdisjoint([7]))
b |= {10}
b -= {1}
print(list(b), b.pop() in (2, 3, 10), len(b), b == Bits(b), type(b | {1}).__name__)
attempt("remove missing", lambda: b.remove(99))


class Stack(MutableSequence):
    def __init__(self):
        self._items = []

    def __getitem__(self, i):
        return self._items[i]

    def __setitem__(self, i, v):
        self._items[i] = v

    def __delitem__(self, i):
        del self._items[i]

    def __len__(self):
        return len(self._items)

    def insert(self, i, v):
        self._items.insert(i, v)


st = Stack()
st.append(1)
st.extend([2, 3])
st += [4]
st.reverse()
print(list(st), st.pop(), st.pop(0), list(st), st.index(2))
st.remove(2)
print(list(st))


class Incomplete(Sequence):
    def __len__(self):
        return 0


attempt("abstract getitem", lambda: Incomplete())
attempt("abstract mapping", lambda: type("M", (Mapping,), {})())
