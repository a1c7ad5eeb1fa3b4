"""Container datatypes, as CPython 3.11's collections module: Counter, defaultdict, OrderedDict,
deque, namedtuple and ChainMap. What CPython writes in C (defaultdict, OrderedDict, deque) lives
in `_collections_native`."""

from _binding import tuple_new as _tuple_new
from operator import itemgetter as _itemgetter
from _collections_native import OrderedDict, defaultdict, deque
from heapq import nlargest as _nlargest

_KEYWORDS = frozenset(
    "False None True and as assert async await break class continue def del elif else except finally for "
    "from global if import in is lambda nonlocal not or pass raise return try while with yield".split()
)


class Counter(dict):
    def __init__(self, iterable=None, /, **kwds):
        dict.__init__(self)
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        if n is None:
            return sorted(self.items(), key=_itemgetter(1), reverse=True)
        return _nlargest(n, self.items(), key=_itemgetter(1))

    def elements(self):
        for element, count in self.items():
            for _ in range(count):
                yield element

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError("Counter.fromkeys() is undefined.  Use Counter(iterable) instead.")

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, dict):
                if self:
                    for element, count in iterable.items():
                        self[element] = count + self.get(element, 0)
                else:
                    dict.update(self, iterable)
            else:
                for element in iterable:
                    self[element] = self.get(element, 0) + 1
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, dict):
                for element, count in iterable.items():
                    self[element] = self.get(element, 0) - count
            else:
                for element in iterable:
                    self[element] = self.get(element, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return type(self)(self)

    __copy__ = copy

    def __delitem__(self, element):
        if element in self:
            dict.__delitem__(self, element)

    def __repr__(self):
        if not self:
            return f"{type(self).__name__}()"
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return f"{type(self).__name__}({d!r})"

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] <= other[e] for c in (self, other) for e in c)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] >= other[e] for c in (self, other) for e in c)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    __hash__ = None

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for element, count in self.items():
            new = count + other[element]
            if new > 0:
                result[element] = new
        for element, count in other.items():
            if element not in self and count > 0:
                result[element] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for element, count in self.items():
            new = count - other[element]
            if new > 0:
                result[element] = new
        for element, count in other.items():
            if element not in self and count < 0:
                result[element] = 0 - count
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for element, count in self.items():
            other_count = other[element]
            new = other_count if count < other_count else count
            if new > 0:
                result[element] = new
        for element, count in other.items():
            if element not in self and count > 0:
                result[element] = count
        return result

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for element, count in self.items():
            other_count = other[element]
            new = count if count < other_count else other_count
            if new > 0:
                result[element] = new
        return result

    def __pos__(self):
        result = Counter()
        for element, count in self.items():
            if count > 0:
                result[element] = count
        return result

    def __neg__(self):
        result = Counter()
        for element, count in self.items():
            if count < 0:
                result[element] = 0 - count
        return result

    def _keep_positive(self):
        for element in [e for e, count in self.items() if not count > 0]:
            del self[element]
        return self

    def __iadd__(self, other):
        for element, count in other.items():
            self[element] += count
        return self._keep_positive()

    def __isub__(self, other):
        for element, count in other.items():
            self[element] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for element, other_count in other.items():
            if other_count > self[element]:
                self[element] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for element, count in self.items():
            other_count = other[element]
            if other_count < count:
                self[element] = other_count
        return self._keep_positive()


class _TupleGetter:
    # A namedtuple field: reads item `index`; the field cannot be set or deleted. (No
    # docstring: `__doc__` is a slot, set per field.)

    __slots__ = ("index", "__doc__")

    def __init__(self, index, doc):
        self.index = index
        self.__doc__ = doc

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return instance[self.index]

    def __set__(self, instance, value):
        raise AttributeError("can't set attribute")

    def __repr__(self):
        return f"_tuplegetter({self.index}, {self.__doc__!r})"

    def __delete__(self, instance):
        raise AttributeError("can't delete attribute")


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    field_names = list(map(str, field_names))
    typename = str(typename)
    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if not name.isidentifier() or name in _KEYWORDS or name.startswith("_") or name in seen:
                field_names[index] = f"_{index}"
            seen.add(name)
    for name in [typename] + field_names:
        if not name.isidentifier():
            raise ValueError(f"Type names and field names must be valid identifiers: {name!r}")
        if name in _KEYWORDS:
            raise ValueError(f"Type names and field names cannot be a keyword: {name!r}")
    seen = set()
    for name in field_names:
        if name.startswith("_") and not rename:
            raise ValueError(f"Field names cannot start with an underscore: {name!r}")
        if name in seen:
            raise ValueError(f"Encountered duplicate field name: {name!r}")
        seen.add(name)
    fields = tuple(field_names)
    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(fields):
            raise TypeError("Got more default values than field names")
        field_defaults = dict(zip(fields[len(fields) - len(defaults) :], defaults))

    __new__ = _tuple_new(typename, fields, field_defaults)

    def _make(cls, iterable):
        values = tuple(iterable)
        if len(values) != len(fields):
            raise TypeError(f"Expected {len(fields)} arguments, got {len(values)}")
        return tuple.__new__(cls, values)

    def _replace(self, /, **kwds):
        result = self._make([kwds.pop(name, value) for name, value in zip(fields, self)])
        if kwds:
            raise ValueError(f"Got unexpected field names: {list(kwds)!r}")
        return result

    def __repr__(self):
        inner = ", ".join(f"{name}={value!r}" for name, value in zip(fields, self))
        return f"{type(self).__name__}({inner})"

    def _asdict(self):
        return dict(zip(fields, self))

    def __getnewargs__(self):
        return tuple(self)

    for method in (__new__, _make, _replace, __repr__, _asdict, __getnewargs__):
        method.__qualname__ = f"{typename}.{method.__name__}"
    __new__.__module__ = f"namedtuple_{typename}"  # CPython's compiles it in such a namespace
    namespace = {
        "__doc__": f"{typename}({', '.join(fields)})",
        "__slots__": (),
        "_fields": fields,
        "_field_defaults": field_defaults,
        "__new__": __new__,
        "_make": classmethod(_make),
        "_replace": _replace,
        "__repr__": __repr__,
        "_asdict": _asdict,
        "__getnewargs__": __getnewargs__,
        "__match_args__": fields,
    }
    for index, name in enumerate(fields):
        namespace[name] = _TupleGetter(index, f"Alias for field number {index}")
    result = type(typename, (tuple,), namespace)
    result.__module__ = "__main__" if module is None else module
    return result


class ChainMap:
    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            try:
                return mapping[key]
            except KeyError:
                pass
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def _merged(self):
        merged = {}
        for mapping in reversed(self.maps):
            merged.update(dict.fromkeys(mapping))
        return merged

    def __len__(self):
        return len(self._merged())

    def __iter__(self):
        return iter(self._merged())

    def __contains__(self, key):
        return any(key in m for m in self.maps)

    def __bool__(self):
        return any(self.maps)

    # As CPython's, the views go through `__iter__`, which a subclass may override.
    def keys(self):
        from collections.abc import KeysView

        return KeysView(self)

    def items(self):
        from collections.abc import ItemsView

        return ItemsView(self)

    def values(self):
        from collections.abc import ValuesView

        return ValuesView(self)

    def __repr__(self):
        return f"{type(self).__name__}({', '.join(map(repr, self.maps))})"

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        return type(self)(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return type(self)(m, *self.maps)

    @property
    def parents(self):
        return type(self)(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f"Key not found in the first mapping: {key!r}") from None

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError("No keys found in the first mapping.") from None

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f"Key not found in the first mapping: {key!r}") from None

    def clear(self):
        self.maps[0].clear()

    def __eq__(self, other):
        if isinstance(other, ChainMap):
            other = dict(other.items())
        return dict(self.items()) == other

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, other=(), /, **kwds):
        self.maps[0].update(other, **kwds)

    def __or__(self, other):
        if not isinstance(other, abc.Mapping):
            return NotImplemented
        merged = self.copy()
        merged.maps[0].update(other)
        return merged

    def __ror__(self, other):
        if not isinstance(other, abc.Mapping):
            return NotImplemented
        merged = dict(other)
        for mapping in reversed(self.maps):
            merged.update(mapping)
        return type(self)(merged)

    def __ior__(self, other):
        self.maps[0].update(other)
        return self


import collections.abc as abc
