"""Names for the interpreter's types, as CPython 3.11's types module: the type objects of
functions, methods, modules, generators, coroutines, code, tracebacks and the other built-in
objects (taken from objects of those types, so `isinstance` works), `SimpleNamespace`,
`MappingProxyType`, `DynamicClassAttribute`, `new_class`, `prepare_class`, `resolve_bases` and
the `coroutine` decorator.

Frames, cells and the descriptor types of C slots are not objects a Garter program can reach,
so `FrameType`, `CellType`, `GetSetDescriptorType`, `MemberDescriptorType` and
`ClassMethodDescriptorType` are not kept."""

import sys

__all__ = [
    "FunctionType", "LambdaType", "CodeType", "MappingProxyType", "SimpleNamespace",
    "GeneratorType", "CoroutineType", "AsyncGeneratorType", "MethodType", "BuiltinFunctionType",
    "BuiltinMethodType", "WrapperDescriptorType", "MethodWrapperType", "MethodDescriptorType",
    "ModuleType", "TracebackType", "new_class", "resolve_bases",
    "prepare_class", "DynamicClassAttribute", "coroutine", "GenericAlias", "UnionType",
    "EllipsisType", "NoneType", "NotImplementedType",
]


def _f():
    pass


FunctionType = type(_f)
LambdaType = type(lambda: None)
CodeType = type(compile("", "<types>", "exec"))


def _g():
    yield 1


GeneratorType = type(_g())


async def _c():
    pass


_c = _c()
CoroutineType = type(_c)
_c.close()


async def _ag():
    yield


_ag = _ag()
AsyncGeneratorType = type(_ag)


class _C:
    def _m(self):
        pass


MethodType = type(_C()._m)
MappingProxyType = type({}.keys().mapping)

BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)

WrapperDescriptorType = type(object.__init__)
MethodWrapperType = type(object().__str__)
MethodDescriptorType = type(str.join)

ModuleType = type(sys)

try:
    raise TypeError
except TypeError as exc:
    TracebackType = type(exc.__traceback__)

GenericAlias = type(list[int])
UnionType = type(int | str)

EllipsisType = type(Ellipsis)
NoneType = type(None)
NotImplementedType = type(NotImplemented)

del sys, _f, _g, _C, _c, _ag


class SimpleNamespace:
    """A simple attribute-based namespace."""

    __garter_type_name__ = "types.SimpleNamespace"

    __module__ = "types"

    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError("no positional arguments expected")
        self.__dict__.update(kwargs)

    def __repr__(self):
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        key = id(self)
        if key in _repr_running:
            return f"{name}(...)"
        _repr_running.add(key)
        try:
            items = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items())
        finally:
            _repr_running.discard(key)
        return f"{name}({items})"

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented

    __hash__ = None

    def __reduce__(self):
        return (type(self), (), dict(self.__dict__))


_repr_running = set()


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Create a class object dynamically using the appropriate metaclass."""
    resolved_bases = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, resolved_bases, kwds)
    if exec_body is not None:
        exec_body(ns)
    if resolved_bases is not bases:
        ns["__orig_bases__"] = bases
    return meta(name, resolved_bases, ns, **kwds)


def resolve_bases(bases):
    """Resolve MRO entries dynamically as specified by PEP 560."""
    new_bases = list(bases)
    updated = False
    shift = 0
    for i, base in enumerate(bases):
        if isinstance(base, type) or not hasattr(base, "__mro_entries__"):
            continue
        new_base = base.__mro_entries__(bases)
        updated = True
        if not isinstance(new_base, tuple):
            raise TypeError("__mro_entries__ must return a tuple")
        new_bases[i + shift : i + shift + 1] = new_base
        shift += len(new_base) - 1
    if not updated:
        return bases
    return tuple(new_bases)


def prepare_class(name, bases=(), kwds=None):
    """Call the __prepare__ method of the appropriate metaclass; returns (metaclass, namespace,
    kwds) with any 'metaclass' entry removed from a copy of kwds."""
    kwds = {} if kwds is None else dict(kwds)
    if "metaclass" in kwds:
        meta = kwds.pop("metaclass")
    elif bases:
        meta = type(bases[0])
    else:
        meta = type
    if isinstance(meta, type):
        meta = _calculate_meta(meta, bases)
    if hasattr(meta, "__prepare__"):
        ns = meta.__prepare__(name, bases, **kwds)
    else:
        ns = {}
    return meta, ns, kwds


def _calculate_meta(meta, bases):
    """Calculate the most derived metaclass."""
    winner = meta
    for base in bases:
        base_meta = type(base)
        if issubclass(winner, base_meta):
            continue
        if issubclass(base_meta, winner):
            winner = base_meta
            continue
        raise TypeError(
            "metaclass conflict: the metaclass of a derived class must be a (non-strict) "
            "subclass of the metaclasses of all its bases"
        )
    return winner


class DynamicClassAttribute:
    """Route attribute access on a class to __getattr__: instance access stays normal, access
    through the class raises AttributeError."""

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget = fget
        self.fset = fset
        self.fdel = fdel
        self.__doc__ = doc or fget.__doc__
        self.overwrite_doc = doc is None
        self.__isabstractmethod__ = bool(getattr(fget, "__isabstractmethod__", False))

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            if self.__isabstractmethod__:
                return self
            raise AttributeError()
        if self.fget is None:
            raise AttributeError("unreadable attribute")
        return self.fget(instance)

    def __set__(self, instance, value):
        if self.fset is None:
            raise AttributeError("can't set attribute")
        self.fset(instance, value)

    def __delete__(self, instance):
        if self.fdel is None:
            raise AttributeError("can't delete attribute")
        self.fdel(instance)

    def getter(self, fget):
        fdoc = fget.__doc__ if self.overwrite_doc else None
        result = type(self)(fget, self.fset, self.fdel, fdoc or self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result

    def setter(self, fset):
        result = type(self)(self.fget, fset, self.fdel, self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result

    def deleter(self, fdel):
        result = type(self)(self.fget, self.fset, fdel, self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result


class _GeneratorWrapper:
    """A generator made awaitable by `coroutine`."""

    def __init__(self, gen):
        self._wrapped = gen
        self.__name__ = getattr(gen, "__name__", None)
        self.__qualname__ = getattr(gen, "__qualname__", None)

    def send(self, val):
        return self._wrapped.send(val)

    def throw(self, tp, *rest):
        return self._wrapped.throw(tp, *rest)

    def close(self):
        return self._wrapped.close()

    def __next__(self):
        return next(self._wrapped)

    def __iter__(self):
        return self._wrapped

    __await__ = __iter__


def coroutine(func):
    """Convert regular generator function to a coroutine."""
    if not callable(func):
        raise TypeError("types.coroutine() expects a callable")
    import functools

    @functools.wraps(func)
    def wrapped(*args, **kwargs):
        coro = func(*args, **kwargs)
        if coro.__class__ is GeneratorType:
            return _GeneratorWrapper(coro)
        return coro

    return wrapped
