"""Weak references: `ref` (with `WeakMethod`), `proxy`, `getweakrefcount`/`getweakrefs`,
`finalize`, and the containers `WeakValueDictionary`, `WeakKeyDictionary` and `WeakSet`
(in `_weakref_containers`).

Garter has no reference counts: an object dies at the collection that finds it unreachable.
Reading a reference (and asking a container its size or contents) first runs a collection
where one may run, so `del obj; print(r())` prints None as in CPython; the callbacks of the
references a collection clears run right after it.
"""

import _garter_weakref as _w

__all__ = ["ref", "proxy", "getweakrefcount", "getweakrefs", "WeakKeyDictionary",
           "ReferenceType", "ProxyType", "CallableProxyType", "ProxyTypes",
           "WeakValueDictionary", "WeakSet", "WeakMethod", "finalize"]


class ReferenceType:
    """A weak reference: calling it gives its target, or None once the target died."""

    __slots__ = ("_garter_slot", "__callback__", "_garter_hash", "__weakref__")
    __garter_type_name__ = "weakref.ReferenceType"

    def __new__(cls, ob, callback=None, /, *args, **kwargs):
        if callback is None and cls is ReferenceType:
            for existing in _w.owners(ob):
                if type(existing) is ReferenceType and existing.__callback__ is None:
                    return existing
        self = object.__new__(cls)
        self._garter_slot = _w.new(ob, callback, self)
        self.__callback__ = callback
        self._garter_hash = None
        return self

    def __init__(self, ob, callback=None, /, *args, **kwargs):
        pass

    def __call__(self):
        _w.collect(True)
        return _w.get(self._garter_slot)

    def __hash__(self):
        if self._garter_hash is None:
            target = _w.get(self._garter_slot)
            if target is None:
                raise TypeError("weak object has gone away")
            self._garter_hash = hash(target)
        return self._garter_hash

    def __eq__(self, other):
        if not isinstance(other, ReferenceType):
            return NotImplemented
        mine = _w.get(self._garter_slot)
        theirs = _w.get(other._garter_slot)
        if mine is None or theirs is None:
            return self is other
        return mine == theirs

    def __ne__(self, other):
        equal = self.__eq__(other)
        if equal is NotImplemented:
            return equal
        return not equal

    def __repr__(self):
        target = _w.get(self._garter_slot)
        if target is None:
            return "<weakref at %#x; dead>" % id(self)
        return "<weakref at %#x; to '%s' at %#x>" % (id(self), type(target).__name__, id(target))

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


ref = ReferenceType


def getweakrefcount(object):
    """The number of weak references and proxies to `object`."""
    _w.collect(True)
    return len(_w.owners(object))


def getweakrefs(object):
    """The weak references and proxies to `object`: those without a callback first, then the
    others, newest first (CPython's order)."""
    _w.collect(True)
    owners = _w.owners(object)
    return [r for r in owners if r.__callback__ is None] + [r for r in owners[::-1] if r.__callback__ is not None]


class WeakMethod(ReferenceType):
    """A weak reference to a bound method: it dies when its object or its function does."""

    __slots__ = ("_func_ref", "_meth_type", "_alive")

    def __new__(cls, meth, callback=None):
        try:
            obj = meth.__self__
            func = meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}".format(type(meth))) from None

        def _cb(arg):
            self = self_wr()
            if self._alive:
                self._alive = False
                if callback is not None:
                    callback(self)
        self = ReferenceType.__new__(cls, obj, _cb)
        self._func_ref = ref(func, _cb)
        self._meth_type = type(meth)
        self._alive = True
        self_wr = ref(self)
        return self

    def __call__(self):
        obj = super().__call__()
        func = self._func_ref()
        if obj is None or func is None:
            return None
        return self._meth_type(func, obj)

    def __eq__(self, other):
        if isinstance(other, WeakMethod):
            if not self._alive or not other._alive:
                return self is other
            return ReferenceType.__eq__(self, other) and self._func_ref == other._func_ref
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, WeakMethod):
            if not self._alive or not other._alive:
                return self is not other
            return ReferenceType.__ne__(self, other) or self._func_ref != other._func_ref
        return NotImplemented

    __hash__ = ReferenceType.__hash__


def _proxy_target(proxy):
    target = object.__getattribute__(proxy, "_garter_ref")()
    if target is None:
        raise ReferenceError("weakly-referenced object no longer exists")
    return target


class ProxyType:
    """A weak proxy: every operation goes to the target, and fails once it died."""

    __slots__ = ("_garter_ref", "__weakref__")
    __garter_type_name__ = "weakref.ProxyType"

    def __init__(self, ob, callback=None):
        if callback is None:
            reference = ref(ob)
        else:
            def notify(_):
                callback(me())
            reference = ref(ob, notify)
        object.__setattr__(self, "_garter_ref", reference)
        me = ref(self)

    def __getattribute__(self, name):
        return getattr(_proxy_target(self), name)

    def __setattr__(self, name, value):
        setattr(_proxy_target(self), name, value)

    def __delattr__(self, name):
        delattr(_proxy_target(self), name)

    def __repr__(self):
        target = _proxy_target(self)
        return "<weakproxy at %#x; to '%s' at %#x>" % (id(self), type(target).__name__, id(target))

    def __str__(self):
        return str(_proxy_target(self))

    def __bytes__(self):
        return bytes(_proxy_target(self))

    def __bool__(self):
        return bool(_proxy_target(self))

    def __len__(self):
        return len(_proxy_target(self))

    def __iter__(self):
        return iter(_proxy_target(self))

    def __next__(self):
        return next(_proxy_target(self))

    def __reversed__(self):
        return reversed(_proxy_target(self))

    def __contains__(self, item):
        return item in _proxy_target(self)

    def __getitem__(self, key):
        return _proxy_target(self)[key]

    def __setitem__(self, key, value):
        _proxy_target(self)[key] = value

    def __delitem__(self, key):
        del _proxy_target(self)[key]

    def __index__(self):
        return _proxy_target(self).__index__()

    def __int__(self):
        return int(_proxy_target(self))

    def __float__(self):
        return float(_proxy_target(self))

    def __abs__(self):
        return abs(_proxy_target(self))

    def __neg__(self):
        return -_proxy_target(self)

    def __pos__(self):
        return +_proxy_target(self)

    def __invert__(self):
        return ~_proxy_target(self)

    def __eq__(self, other):
        return _proxy_target(self) == _unwrap(other)

    def __ne__(self, other):
        return _proxy_target(self) != _unwrap(other)

    def __lt__(self, other):
        return _proxy_target(self) < _unwrap(other)

    def __le__(self, other):
        return _proxy_target(self) <= _unwrap(other)

    def __gt__(self, other):
        return _proxy_target(self) > _unwrap(other)

    def __ge__(self, other):
        return _proxy_target(self) >= _unwrap(other)

    def __add__(self, other):
        return _proxy_target(self) + _unwrap(other)

    def __radd__(self, other):
        return _unwrap(other) + _proxy_target(self)

    def __sub__(self, other):
        return _proxy_target(self) - _unwrap(other)

    def __rsub__(self, other):
        return _unwrap(other) - _proxy_target(self)

    def __mul__(self, other):
        return _proxy_target(self) * _unwrap(other)

    def __rmul__(self, other):
        return _unwrap(other) * _proxy_target(self)

    def __truediv__(self, other):
        return _proxy_target(self) / _unwrap(other)

    def __rtruediv__(self, other):
        return _unwrap(other) / _proxy_target(self)

    def __floordiv__(self, other):
        return _proxy_target(self) // _unwrap(other)

    def __rfloordiv__(self, other):
        return _unwrap(other) // _proxy_target(self)

    def __mod__(self, other):
        return _proxy_target(self) % _unwrap(other)

    def __rmod__(self, other):
        return _unwrap(other) % _proxy_target(self)

    def __pow__(self, other):
        return _proxy_target(self) ** _unwrap(other)

    def __rpow__(self, other):
        return _unwrap(other) ** _proxy_target(self)

    def __and__(self, other):
        return _proxy_target(self) & _unwrap(other)

    def __or__(self, other):
        return _proxy_target(self) | _unwrap(other)

    def __xor__(self, other):
        return _proxy_target(self) ^ _unwrap(other)

    def __iadd__(self, other):
        target = _proxy_target(self)
        target += _unwrap(other)
        return self

    def __enter__(self):
        return _proxy_target(self).__enter__()

    def __exit__(self, *exc):
        return _proxy_target(self).__exit__(*exc)

    __hash__ = None


class CallableProxyType(ProxyType):
    """A weak proxy to a callable object."""

    __slots__ = ()
    __garter_type_name__ = "weakref.CallableProxyType"

    def __call__(self, *args, **kwargs):
        return _proxy_target(self)(*args, **kwargs)


ProxyTypes = (ProxyType, CallableProxyType)


def _unwrap(value):
    if type(value) in ProxyTypes:
        return _proxy_target(value)
    return value


def proxy(object, callback=None, /):
    """A proxy to `object` that uses a weak reference."""
    if callable(object):
        return CallableProxyType(object, callback)
    return ProxyType(object, callback)


class finalize:
    """Calls `func(*args, **kwargs)` once `obj` dies (or when called), at most once."""

    __slots__ = ()
    _registry = {}
    _counter = 0

    class _Info:
        __slots__ = ("weakref", "func", "args", "kwargs", "atexit", "index")

    def __init__(self, obj, func, /, *args, **kwargs):
        info = self._Info()
        info.weakref = ref(obj, self)
        info.func = func
        info.args = args
        info.kwargs = kwargs or None
        info.atexit = True
        finalize._counter += 1
        info.index = finalize._counter
        self._registry[self] = info

    def __call__(self, _=None):
        """Calls the function unless it ran already or the finalizer was detached."""
        info = self._registry.pop(self, None)
        if info:
            return info.func(*info.args, **(info.kwargs or {}))

    def detach(self):
        """Detaches the finalizer, returning `(obj, func, args, kwargs)` if it was alive."""
        _w.collect(True)
        info = self._registry.get(self)
        obj = info and info.weakref()
        if obj is not None and self._registry.pop(self, None):
            return (obj, info.func, info.args, info.kwargs or {})

    def peek(self):
        """`(obj, func, args, kwargs)` if the finalizer is alive, else None."""
        _w.collect(True)
        info = self._registry.get(self)
        obj = info and info.weakref()
        if obj is not None:
            return (obj, info.func, info.args, info.kwargs or {})

    @property
    def alive(self):
        """Whether the finalizer is alive."""
        _w.collect(True)
        return self in self._registry

    @property
    def atexit(self):
        """Whether the finalizer runs when the program exits."""
        info = self._registry.get(self)
        return bool(info) and info.atexit

    @atexit.setter
    def atexit(self, value):
        info = self._registry.get(self)
        if info:
            info.atexit = bool(value)

    def __repr__(self):
        info = self._registry.get(self)
        obj = info and info.weakref()
        if obj is None:
            return "<%s object at %#x; dead>" % (type(self).__name__, id(self))
        return "<%s object at %#x; for %r at %#x>" % (type(self).__name__, id(self),
                                                      type(obj).__name__, id(obj))


from _weakref_containers import WeakValueDictionary, WeakKeyDictionary, WeakSet, KeyedRef
