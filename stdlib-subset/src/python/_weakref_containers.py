"""The weak containers of `weakref`: `WeakValueDictionary` (values held weakly, through
`KeyedRef`s), `WeakKeyDictionary` (keys held weakly) and `WeakSet`.

Each holds its entries in a plain dict or set of weak references whose callbacks drop the
entry when its object dies; while the container is being iterated, dropped entries wait in
`_pending_removals` so the iteration sees a stable dict. Asking for a size or the contents
first runs a collection where one may run (see `weakref`), so the answers match CPython's.
"""

import _garter_weakref as _w
from collections.abc import MutableMapping, MutableSet
from weakref import ref


class _IterationGuard:
    """Marks a container as being iterated, so removals wait until the iteration ends."""

    def __init__(self, container):
        self.container = ref(container)

    def __enter__(self):
        container = self.container()
        if container is not None:
            container._iterating.add(self)
        return self

    def __exit__(self, exc_type, exc, tb):
        container = self.container()
        if container is not None:
            container._iterating.discard(self)
            if not container._iterating:
                container._commit_removals()


class KeyedRef(ref):
    """A weak reference that also carries a key (the `WeakValueDictionary` entry's)."""

    __module__ = "weakref"

    __slots__ = ("key",)

    def __new__(cls, ob, callback, key):
        self = ref.__new__(cls, ob, callback)
        self.key = key
        return self

    def __init__(self, ob, callback, key):
        pass


class WeakValueDictionary(MutableMapping):
    """A mapping whose values are weak references: an entry goes when its value dies."""

    __module__ = "weakref"

    def __init__(self, other=(), /, **kw):
        def remove(wr, selfref=ref(self)):
            self = selfref()
            if self is not None:
                if self._iterating:
                    self._pending_removals.append(wr.key)
                elif self.data.get(wr.key) is wr:
                    del self.data[wr.key]
        self._remove = remove
        self._pending_removals = []
        self._iterating = set()
        self.data = {}
        self.update(other, **kw)

    def _commit_removals(self):
        pending = self._pending_removals
        data = self.data
        while pending:
            key = pending.pop()
            wr = data.get(key)
            if wr is not None and wr() is None:
                del data[key]

    def __getitem__(self, key):
        if self._pending_removals:
            self._commit_removals()
        o = self.data[key]()
        if o is None:
            raise KeyError(key)
        return o

    def __delitem__(self, key):
        if self._pending_removals:
            self._commit_removals()
        del self.data[key]

    def __len__(self):
        _w.collect(True)
        if self._pending_removals:
            self._commit_removals()
        return len(self.data)

    def __contains__(self, key):
        if self._pending_removals:
            self._commit_removals()
        try:
            o = self.data[key]()
        except KeyError:
            return False
        return o is not None

    def __repr__(self):
        return "<%s at %#x>" % (self.__class__.__name__, id(self))

    def __setitem__(self, key, value):
        if self._pending_removals:
            self._commit_removals()
        self.data[key] = KeyedRef(value, self._remove, key)

    def copy(self):
        if self._pending_removals:
            self._commit_removals()
        new = WeakValueDictionary()
        with _IterationGuard(self):
            for key, wr in self.data.items():
                o = wr()
                if o is not None:
                    new[key] = o
        return new

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        if self._pending_removals:
            self._commit_removals()
        new = self.__class__()
        with _IterationGuard(self):
            for key, wr in self.data.items():
                o = wr()
                if o is not None:
                    new[deepcopy(key, memo)] = o
        return new

    def get(self, key, default=None):
        if self._pending_removals:
            self._commit_removals()
        try:
            wr = self.data[key]
        except KeyError:
            return default
        o = wr()
        return default if o is None else o

    def items(self):
        _w.collect(True)
        if self._pending_removals:
            self._commit_removals()
        with _IterationGuard(self):
            for k, wr in list(self.data.items()):
                v = _w.get(wr._garter_slot)
                if v is not None:
                    yield k, v

    def keys(self):
        _w.collect(True)
        if self._pending_removals:
            self._commit_removals()
        with _IterationGuard(self):
            for k, wr in list(self.data.items()):
                if _w.get(wr._garter_slot) is not None:
                    yield k

    __iter__ = keys

    def itervaluerefs(self):
        """The weak references to the values (which may have died since)."""
        _w.collect(True)
        if self._pending_removals:
            self._commit_removals()
        with _IterationGuard(self):
            yield from list(self.data.values())

    def values(self):
        _w.collect(True)
        if self._pending_removals:
            self._commit_removals()
        with _IterationGuard(self):
            for wr in list(self.data.values()):
                obj = _w.get(wr._garter_slot)
                if obj is not None:
                    yield obj

    def popitem(self):
        if self._pending_removals:
            self._commit_removals()
        while True:
            key, wr = self.data.popitem()
            o = wr()
            if o is not None:
                return key, o

    def pop(self, key, *args):
        if self._pending_removals:
            self._commit_removals()
        try:
            o = self.data.pop(key)()
        except KeyError:
            o = None
        if o is None:
            if args:
                return args[0]
            raise KeyError(key)
        return o

    def setdefault(self, key, default=None):
        try:
            o = self.data[key]()
        except KeyError:
            o = None
        if o is None:
            if self._pending_removals:
                self._commit_removals()
            self.data[key] = KeyedRef(default, self._remove, key)
            return default
        return o

    def update(self, other=None, /, **kwargs):
        if self._pending_removals:
            self._commit_removals()
        d = self.data
        if other is not None:
            if not hasattr(other, "items"):
                other = dict(other)
            for key, o in other.items():
                d[key] = KeyedRef(o, self._remove, key)
        for key, o in kwargs.items():
            d[key] = KeyedRef(o, self._remove, key)

    def valuerefs(self):
        """A list of the weak references to the values."""
        if self._pending_removals:
            self._commit_removals()
        return list(self.data.values())

    def __ior__(self, other):
        self.update(other)
        return self

    def __or__(self, other):
        if isinstance(other, (dict, MutableMapping)):
            c = self.copy()
            c.update(other)
            return c
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, (dict, MutableMapping)):
            c = self.__class__()
            c.update(other)
            c.update(self)
            return c
        return NotImplemented


class WeakKeyDictionary(MutableMapping):
    """A mapping whose keys are weak references: an entry goes when its key dies."""

    __module__ = "weakref"

    def __init__(self, dict=None):
        self.data = {}

        def remove(k, selfref=ref(self)):
            self = selfref()
            if self is not None:
                if self._iterating:
                    self._pending_removals.append(k)
                else:
                    try:
                        del self.data[k]
                    except KeyError:
                        pass
        self._remove = remove
        self._pending_removals = []
        self._iterating = set()
        self._dirty_len = False
        if dict is not None:
            self.update(dict)

    def _commit_removals(self):
        pending = self._pending_removals
        data = self.data
        while pending:
            try:
                del data[pending.pop()]
            except KeyError:
                pass

    def _scrub_removals(self):
        d = self.data
        self._pending_removals = [k for k in self._pending_removals if k in d]
        self._dirty_len = False

    def __delitem__(self, key):
        self._dirty_len = True
        del self.data[ref(key)]

    def __getitem__(self, key):
        return self.data[ref(key)]

    def __len__(self):
        _w.collect(True)
        if self._dirty_len and self._pending_removals:
            self._scrub_removals()
        return len(self.data) - len(self._pending_removals)

    def __repr__(self):
        return "<%s at %#x>" % (self.__class__.__name__, id(self))

    def __setitem__(self, key, value):
        self.data[ref(key, self._remove)] = value

    def copy(self):
        new = WeakKeyDictionary()
        with _IterationGuard(self):
            for key, value in self.data.items():
                o = key()
                if o is not None:
                    new[o] = value
        return new

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        new = self.__class__()
        with _IterationGuard(self):
            for key, value in self.data.items():
                o = key()
                if o is not None:
                    new[o] = deepcopy(value, memo)
        return new

    def get(self, key, default=None):
        return self.data.get(ref(key), default)

    def __contains__(self, key):
        try:
            wr = ref(key)
        except TypeError:
            return False
        return wr in self.data

    def items(self):
        _w.collect(True)
        with _IterationGuard(self):
            for wr, value in list(self.data.items()):
                key = _w.get(wr._garter_slot)
                if key is not None:
                    yield key, value

    def keys(self):
        _w.collect(True)
        with _IterationGuard(self):
            for wr in list(self.data):
                obj = _w.get(wr._garter_slot)
                if obj is not None:
                    yield obj

    __iter__ = keys

    def values(self):
        _w.collect(True)
        with _IterationGuard(self):
            for wr, value in list(self.data.items()):
                if _w.get(wr._garter_slot) is not None:
                    yield value

    def keyrefs(self):
        """A list of the weak references to the keys."""
        return list(self.data)

    def popitem(self):
        self._dirty_len = True
        while True:
            key, value = self.data.popitem()
            o = key()
            if o is not None:
                return o, value

    def pop(self, key, *args):
        self._dirty_len = True
        return self.data.pop(ref(key), *args)

    def setdefault(self, key, default=None):
        return self.data.setdefault(ref(key, self._remove), default)

    def update(self, dict=None, /, **kwargs):
        d = self.data
        if dict is not None:
            if not hasattr(dict, "items"):
                dict = type({})(dict)
            for key, value in dict.items():
                d[ref(key, self._remove)] = value
        if len(kwargs):
            self.update(kwargs)

    def __ior__(self, other):
        self.update(other)
        return self

    def __or__(self, other):
        if isinstance(other, (dict, MutableMapping)):
            c = self.copy()
            c.update(other)
            return c
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, (dict, MutableMapping)):
            c = self.__class__()
            c.update(other)
            c.update(self)
            return c
        return NotImplemented


class WeakSet(MutableSet):
    """A set whose items are weak references: an item goes when it dies."""

    __module__ = "_weakrefset"

    def __init__(self, data=None):
        self.data = set()

        def _remove(item, selfref=ref(self)):
            self = selfref()
            if self is not None:
                if self._iterating:
                    self._pending_removals.append(item)
                else:
                    self.data.discard(item)
        self._remove = _remove
        self._pending_removals = []
        self._iterating = set()
        if data is not None:
            self.update(data)

    def _commit_removals(self):
        pop = self._pending_removals.pop
        discard = self.data.discard
        while True:
            try:
                item = pop()
            except IndexError:
                return
            discard(item)

    def __iter__(self):
        _w.collect(True)
        with _IterationGuard(self):
            for itemref in list(self.data):
                item = _w.get(itemref._garter_slot)
                if item is not None:
                    yield item

    def __len__(self):
        _w.collect(True)
        return len(self.data) - len(self._pending_removals)

    def __contains__(self, item):
        try:
            wr = ref(item)
        except TypeError:
            return False
        return wr in self.data

    def __reduce__(self):
        return self.__class__, (list(self),), self.__getstate__()

    def __getstate__(self):
        return None

    def add(self, item):
        if self._pending_removals:
            self._commit_removals()
        self.data.add(ref(item, self._remove))

    def clear(self):
        if self._pending_removals:
            self._commit_removals()
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def pop(self):
        if self._pending_removals:
            self._commit_removals()
        while True:
            try:
                itemref = self.data.pop()
            except KeyError:
                raise KeyError("pop from empty WeakSet") from None
            item = itemref()
            if item is not None:
                return item

    def remove(self, item):
        if self._pending_removals:
            self._commit_removals()
        self.data.remove(ref(item))

    def discard(self, item):
        if self._pending_removals:
            self._commit_removals()
        self.data.discard(ref(item))

    def update(self, other):
        if self._pending_removals:
            self._commit_removals()
        for element in other:
            self.add(element)

    def __ior__(self, other):
        self.update(other)
        return self

    def difference(self, other):
        newset = self.copy()
        newset.difference_update(other)
        return newset

    __sub__ = difference

    def difference_update(self, other):
        self.__isub__(other)

    def __isub__(self, other):
        if self._pending_removals:
            self._commit_removals()
        if self is other:
            self.data.clear()
        else:
            self.data.difference_update(ref(item) for item in other)
        return self

    def intersection(self, other):
        return self.__class__(item for item in other if item in self)

    __and__ = intersection

    def intersection_update(self, other):
        self.__iand__(other)

    def __iand__(self, other):
        if self._pending_removals:
            self._commit_removals()
        self.data.intersection_update(ref(item) for item in other)
        return self

    def issubset(self, other):
        return self.data.issubset(ref(item) for item in other)

    __le__ = issubset

    def __lt__(self, other):
        return self.data < set(map(ref, other))

    def issuperset(self, other):
        return self.data.issuperset(ref(item) for item in other)

    __ge__ = issuperset

    def __gt__(self, other):
        return self.data > set(map(ref, other))

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return self.data == set(map(ref, other))

    def symmetric_difference(self, other):
        newset = self.copy()
        newset.symmetric_difference_update(other)
        return newset

    __xor__ = symmetric_difference

    def symmetric_difference_update(self, other):
        self.__ixor__(other)

    def __ixor__(self, other):
        if self._pending_removals:
            self._commit_removals()
        if self is other:
            self.data.clear()
        else:
            self.data.symmetric_difference_update(ref(item, self._remove) for item in other)
        return self

    def union(self, other):
        return self.__class__(e for s in (self, other) for e in s)

    __or__ = union

    def isdisjoint(self, other):
        return len(self.intersection(other)) == 0

    def __repr__(self):
        return repr(self.data)

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)
