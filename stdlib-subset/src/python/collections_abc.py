"""Abstract base classes for containers, as CPython 3.11's collections.abc: isinstance() and
issubclass() answer by the methods a class defines (or by registration: the builtin types are
registered here), and the mixin methods make a full Mapping, Sequence or Set from a few
abstract ones."""

from abc import ABCMeta, abstractmethod

__all__ = [
    "Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator", "AsyncGenerator", "Hashable",
    "Iterable", "Iterator", "Generator", "Reversible", "Sized", "Container", "Callable",
    "Collection", "Set", "MutableSet", "Mapping", "MutableMapping", "MappingView", "KeysView",
    "ItemsView", "ValuesView", "Sequence", "MutableSequence", "ByteString",
]


def _check_methods(C, *methods):
    """Whether every method is defined, and not set to None, somewhere in C's user classes."""
    for method in methods:
        for klass in C.__mro__:
            namespace = klass.__dict__ if isinstance(klass, ABCMeta) or klass.__module__ != "builtins" else {}
            if method in namespace:
                if namespace[method] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


def _hook(*methods):
    def __subclasshook__(cls, C):
        if cls is _HOOK_OWNERS.get(methods):
            return _check_methods(C, *methods)
        return NotImplemented

    return classmethod(__subclasshook__)


_HOOK_OWNERS = {}


def _abc(name, bases, methods, abstract, body=None):
    """An abstract base class whose subclass hook looks for `methods`."""
    namespace = dict(body or {})
    for method in abstract:
        namespace[method] = abstractmethod(lambda self, *args: None)
    if methods:
        namespace["__subclasshook__"] = _hook(*methods)
    namespace["__module__"] = "collections.abc"
    cls = ABCMeta(name, bases, namespace)
    if methods:
        _HOOK_OWNERS[methods] = cls
    return cls


def _hashable_hook(cls, C):
    if cls is not Hashable:
        return NotImplemented
    for klass in C.__mro__:
        if klass in (list, dict, set):
            return False
        if klass.__module__ != "builtins" and "__hash__" in klass.__dict__:
            return klass.__dict__["__hash__"] is not None
    return True


Hashable = _abc("Hashable", (), (), ("__hash__",), {"__subclasshook__": classmethod(_hashable_hook)})
Awaitable = _abc("Awaitable", (), ("__await__",), ("__await__",))
Coroutine = _abc("Coroutine", (Awaitable,), ("__await__", "send", "throw", "close"), ("send", "throw"))
AsyncIterable = _abc("AsyncIterable", (), ("__aiter__",), ("__aiter__",))
AsyncIterator = _abc(
    "AsyncIterator", (AsyncIterable,), ("__anext__", "__aiter__"), ("__anext__",), {"__aiter__": lambda self: self}
)
AsyncGenerator = _abc(
    "AsyncGenerator", (AsyncIterator,), ("__aiter__", "__anext__", "asend", "athrow", "aclose"), ("asend", "athrow")
)
Iterable = _abc("Iterable", (), ("__iter__",), ("__iter__",))
Iterator = _abc("Iterator", (Iterable,), ("__iter__", "__next__"), ("__next__",), {"__iter__": lambda self: self})
Reversible = _abc("Reversible", (Iterable,), ("__reversed__", "__iter__"), ("__reversed__",))
Generator = _abc("Generator", (Iterator,), ("__iter__", "__next__", "send", "throw", "close"), ("send", "throw"))
Sized = _abc("Sized", (), ("__len__",), ("__len__",))
Container = _abc("Container", (), ("__contains__",), ("__contains__",))
Collection = _abc("Collection", (Sized, Iterable, Container), ("__len__", "__iter__", "__contains__"), ())
Callable = _abc("Callable", (), ("__call__",), ("__call__",))


class Set(Collection):
    """A finite, iterable container with the set comparisons and operators as mixins."""

    __slots__ = ()

    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) <= len(other) and all(elem in other for elem in self)

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) >= len(other) and all(elem in self for elem in other)

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(value for value in other if value in self)

    __rand__ = __and__

    def isdisjoint(self, other):
        return all(value not in self for value in other)

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable([*self, *other])

    __ror__ = __or__

    def __sub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in self if value not in other)

    def __rsub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in other if value not in self)

    def __xor__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__


class MutableSet(Set):
    __slots__ = ()

    @abstractmethod
    def add(self, value):
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        raise NotImplementedError

    def remove(self, value):
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        it = iter(self)
        try:
            value = next(it)
        except StopIteration:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in self - it:
            self.discard(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            for value in it:
                self.discard(value)
        return self


_MISSING = object()


class Mapping(Collection):
    """A read-only mapping: `__getitem__`, `__iter__` and `__len__` give the rest."""

    __slots__ = ()

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        return True

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __reversed__ = None


class MutableMapping(Mapping):
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    def pop(self, key, default=_MISSING):
        try:
            value = self[key]
        except KeyError:
            if default is _MISSING:
                raise
            return default
        del self[key]
        return value

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        if isinstance(other, Mapping):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


class MappingView(Sized):
    __slots__ = ("_mapping",)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return f"{self.__class__.__name__}({self._mapping!r})"


class KeysView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        yield from self._mapping


class ItemsView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        return v is value or v == value

    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])


class ValuesView(MappingView, Collection):
    __slots__ = ()

    def __contains__(self, value):
        for key in self._mapping:
            v = self._mapping[key]
            if v is value or v == value:
                return True
        return False

    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]


class Sequence(Reversible, Collection):
    """A read-only sequence: `__getitem__` and `__len__` give the rest."""

    __slots__ = ()

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def index(self, value, start=0, stop=None):
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        return sum(1 for v in self if v is value or v == value)


class ByteString(Sequence):
    __slots__ = ()


class MutableSequence(Sequence):
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        raise IndexError

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]

    def extend(self, values):
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


def _register(abc, *types):
    for t in types:
        abc.register(t)


async def _coroutine():
    pass


def _generator():
    yield


_coro = _coroutine()
_coroutine_type = type(_coro)
_coro.close()
_generator_type = type(_generator())
_function_types = (type(_register), type(len), type(lambda: None))
_iterator_types = tuple({type(iter(x)) for x in ([], (), "", {}, set(), range(0), b"")})
_view_types = (type({}.keys()), type({}.values()), type({}.items()))

_register(Iterable, list, tuple, str, bytes, dict, set, frozenset, range, *_view_types, *_iterator_types, _generator_type)
_register(Iterator, *_iterator_types, _generator_type)
_register(Generator, _generator_type)
_register(Reversible, list, tuple, str, bytes, range, dict, *_view_types)
_register(Sized, list, tuple, str, bytes, dict, set, frozenset, range, *_view_types)
_register(Container, list, tuple, str, bytes, dict, set, frozenset, range, *_view_types)
_register(Collection, list, tuple, str, bytes, dict, set, frozenset, range, *_view_types)
_register(Callable, type, *_function_types)
_register(Awaitable, _coroutine_type)
_register(Coroutine, _coroutine_type)
_register(Sequence, list, tuple, str, bytes, range)
_register(MutableSequence, list)
_register(ByteString, bytes)
_register(Set, set, frozenset, _view_types[0], _view_types[2])
_register(MutableSet, set)
_register(Mapping, dict)
_register(MutableMapping, dict)
_register(KeysView, _view_types[0])
_register(ValuesView, _view_types[1])
_register(ItemsView, _view_types[2])
