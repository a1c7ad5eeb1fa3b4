"""Higher-order functions and operations on callables, as CPython 3.11's functools module:
reduce, partial, wraps/update_wrapper, cmp_to_key, total_ordering, lru_cache/cache,
cached_property, and singledispatch/singledispatchmethod (dispatch on the class of the first
argument through its MRO, registered ABCs included). What CPython writes in C (reduce,
partial, cmp_to_key, the lru_cache wrapper) lives in `_functools_native`."""

from _functools_native import _CacheInfo, _lru_cache_wrapper, cmp_to_key, partial, reduce

WRAPPER_ASSIGNMENTS = ("__module__", "__name__", "__qualname__", "__annotations__", "__doc__")
WRAPPER_UPDATES = ("__dict__",)


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    for attr in assigned:
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            pass
        else:
            setattr(wrapper, attr, value)
    for attr in updated:
        try:
            getattr(wrapper, attr).update(getattr(wrapped, attr, {}))
        except AttributeError:
            pass
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)

_ORDERINGS = {
    "__lt__": [
        ("__gt__", lambda self, other: _flip(self.__lt__(other), self, other)),
        ("__le__", lambda self, other: _or_eq(self.__lt__(other), self, other)),
        ("__ge__", lambda self, other: _not(self.__lt__(other))),
    ],
    "__le__": [
        ("__ge__", lambda self, other: _flip_le(self.__le__(other), self, other)),
        ("__lt__", lambda self, other: _and_ne(self.__le__(other), self, other)),
        ("__gt__", lambda self, other: _not(self.__le__(other))),
    ],
    "__gt__": [
        ("__lt__", lambda self, other: _flip(self.__gt__(other), self, other)),
        ("__ge__", lambda self, other: _or_eq(self.__gt__(other), self, other)),
        ("__le__", lambda self, other: _not(self.__gt__(other))),
    ],
    "__ge__": [
        ("__le__", lambda self, other: _flip_le(self.__ge__(other), self, other)),
        ("__gt__", lambda self, other: _and_ne(self.__ge__(other), self, other)),
        ("__lt__", lambda self, other: _not(self.__ge__(other))),
    ],
}


def _not(result):
    return result if result is NotImplemented else not result


def _or_eq(result, self, other):
    return result if result is NotImplemented else result or self == other


def _and_ne(result, self, other):
    return result if result is NotImplemented else result and self != other


def _flip(result, self, other):
    return result if result is NotImplemented else (not result and self != other)


def _flip_le(result, self, other):
    return result if result is NotImplemented else (not result or self == other)


def total_ordering(cls):
    roots = {op for op in _ORDERINGS if getattr(cls, op, None) is not getattr(object, op, None)}
    if not roots:
        raise ValueError("must define at least one ordering operation: < > <= >=")
    root = max(roots)
    for name, method in _ORDERINGS[root]:
        if name not in roots:
            method.__name__ = name
            setattr(cls, name, method)
    return cls


def lru_cache(maxsize=128, typed=False):
    if isinstance(maxsize, int) and not isinstance(maxsize, bool):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        return update_wrapper(_lru_cache_wrapper(maxsize, 128, typed), maxsize)
    elif maxsize is not None:
        raise TypeError("Expected first argument to be an integer, a callable, or None")

    def decorating_function(user_function):
        return update_wrapper(_lru_cache_wrapper(user_function, maxsize, typed), user_function)

    return decorating_function


def cache(user_function):
    return update_wrapper(_lru_cache_wrapper(user_function, None, False), user_function)


class cached_property:
    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError(
                f"Cannot assign the same cached_property to two different names ({self.attrname!r} and {name!r})."
            )

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        if self.attrname is None:
            raise TypeError("Cannot use cached_property instance without calling __set_name__ on it.")
        value = self.func(instance)
        instance.__dict__[self.attrname] = value
        return value


class _RegistryView:
    """A read-only view of a singledispatch registry (CPython's mappingproxy)."""

    def __init__(self, data):
        self._data = data

    def __getitem__(self, key):
        return self._data[key]

    def __iter__(self):
        return iter(self._data)

    def __len__(self):
        return len(self._data)

    def __contains__(self, key):
        return key in self._data

    def get(self, key, default=None):
        return self._data.get(key, default)

    def keys(self):
        return self._data.keys()

    def values(self):
        return self._data.values()

    def items(self):
        return self._data.items()

    def copy(self):
        return dict(self._data)

    def __eq__(self, other):
        return self._data == other

    def __repr__(self):
        return f"mappingproxy({self._data!r})"


def _c3_merge(sequences):
    """The C3 merge of `sequences` (lists, consumed)."""
    result = []
    while True:
        sequences = [seq for seq in sequences if seq]
        if not sequences:
            return result
        for seq in sequences:
            candidate = seq[0]
            if not any(candidate in other[1:] for other in sequences):
                break
        else:
            raise RuntimeError("Inconsistent hierarchy")
        result.append(candidate)
        for seq in sequences:
            if seq[0] == candidate:
                del seq[0]


def _c3_mro(cls, abcs):
    """The MRO of `cls` with the abstract classes in `abcs` it implements inserted where their
    behaviour first appears: after the last base that is itself abstract, before the others."""
    boundary = 0
    for index in range(len(cls.__bases__) - 1, -1, -1):
        if hasattr(cls.__bases__[index], "__abstractmethods__"):
            boundary = index + 1
            break
    abcs = list(abcs)
    explicit = list(cls.__bases__[:boundary])
    others = list(cls.__bases__[boundary:])
    introduced = [
        base for base in abcs if issubclass(cls, base) and not any(issubclass(b, base) for b in cls.__bases__)
    ]
    for base in introduced:
        abcs.remove(base)
    return _c3_merge(
        [[cls]]
        + [_c3_mro(base, abcs) for base in explicit]
        + [_c3_mro(base, abcs) for base in introduced]
        + [_c3_mro(base, abcs) for base in others]
        + [explicit, introduced, others]
    )


def _compose_mro(cls, types):
    """The MRO of `cls` including the registered abstract classes it is a virtual subclass of."""
    bases = set(cls.__mro__)

    def related(typ):
        return typ not in bases and hasattr(typ, "__mro__") and _is_virtual_base(cls, typ)

    types = [typ for typ in types if related(typ)]
    types = [typ for typ in types if not any(typ != other and typ in other.__mro__ for other in types)]
    return _c3_mro(cls, types)


def _is_virtual_base(cls, abstract):
    try:
        return issubclass(cls, abstract)
    except TypeError:
        return False


def _find_impl(cls, registry):
    mro = _compose_mro(cls, registry.keys())
    match = None
    for t in mro:
        if match is not None:
            if t in registry and t not in cls.__mro__ and match not in cls.__mro__ and not issubclass(match, t):
                raise RuntimeError(f"Ambiguous dispatch: {match} or {t}")
            break
        if t in registry:
            match = t
    return registry.get(match)


def _is_union_type(cls):
    from typing import Union, get_origin

    return get_origin(cls) in (Union, type(int | str))


def _is_valid_dispatch_type(cls):
    if isinstance(cls, type):
        return True
    from typing import get_args

    return _is_union_type(cls) and all(isinstance(arg, type) for arg in get_args(cls))


def singledispatch(func):
    """A generic function that picks the implementation registered for the class of its first
    argument (or the nearest class of its MRO), falling back to `func`."""
    registry = {}
    cache = {}

    def dispatch(cls):
        try:
            return cache[cls]
        except KeyError:
            pass
        except TypeError:
            return _find_impl(cls, registry)
        impl = _find_impl(cls, registry)
        cache[cls] = impl
        return impl

    def register(cls, func=None):
        if _is_valid_dispatch_type(cls):
            if func is None:
                return lambda f: register(cls, f)
        else:
            if func is not None:
                raise TypeError(f"Invalid first argument to `register()`. {cls!r} is not a class or union type.")
            annotations = getattr(cls, "__annotations__", {})
            if not annotations:
                raise TypeError(
                    f"Invalid first argument to `register()`: {cls!r}. Use either `@register(some_class)` or "
                    "plain `@register` on an annotated function."
                )
            func = cls
            from typing import get_type_hints

            argname, cls = next(iter(get_type_hints(func).items()))
            if not _is_valid_dispatch_type(cls):
                if _is_union_type(cls):
                    raise TypeError(f"Invalid annotation for {argname!r}. {cls!r} not all arguments are classes.")
                raise TypeError(f"Invalid annotation for {argname!r}. {cls!r} is not a class.")
        if _is_union_type(cls):
            from typing import get_args

            for arg in get_args(cls):
                registry[arg] = func
        else:
            registry[cls] = func
        cache.clear()
        return func

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f"{funcname} requires at least 1 positional argument")
        return dispatch(args[0].__class__)(*args, **kw)

    funcname = getattr(func, "__name__", "singledispatch function")
    registry[object] = func
    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = _RegistryView(registry)
    wrapper._clear_cache = cache.clear
    update_wrapper(wrapper, func)
    return wrapper


def _bind_method(method, obj, cls):
    """`method` as `obj.method` (or `cls.method`) would give it: class methods bound to the
    class, static methods as they are, plain functions bound to the instance."""
    if isinstance(method, classmethod):
        function = method.__func__
        return lambda *args, **kwargs: function(cls, *args, **kwargs)
    if isinstance(method, staticmethod):
        return method.__func__
    if obj is None:
        return method
    return lambda *args, **kwargs: method(obj, *args, **kwargs)


class singledispatchmethod:
    """A method that dispatches on the class of its first argument after self (or cls)."""

    def __init__(self, func):
        if not callable(func) and not isinstance(func, (classmethod, staticmethod)):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        def _method(*args, **kwargs):
            method = self.dispatcher.dispatch(args[0].__class__)
            return _bind_method(method, obj, cls)(*args, **kwargs)

        _method.__isabstractmethod__ = self.__isabstractmethod__
        _method.register = self.register
        update_wrapper(_method, getattr(self.func, "__func__", self.func))
        return _method

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, "__isabstractmethod__", False)


class partialmethod:
    """A method with some arguments fixed, as `partial` fixes a function's: bound, the object
    (or class) comes first, then the fixed arguments, then the caller's."""

    def __init__(self, func, /, *args, **keywords):
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        if isinstance(func, partialmethod):
            self.func = func.func
            self.args = func.args + args
            self.keywords = {**func.keywords, **keywords}
        else:
            self.func = func
            self.args = args
            self.keywords = keywords

    def __repr__(self):
        args = ", ".join(map(repr, self.args))
        keywords = ", ".join(f"{key}={value!r}" for key, value in self.keywords.items())
        return f"{type(self).__module__}.{type(self).__qualname__}({self.func!r}, {args}, {keywords})"

    def _unbound(self):
        def _method(cls_or_self, /, *args, **keywords):
            return self.func(cls_or_self, *self.args, *args, **{**self.keywords, **keywords})

        _method.__isabstractmethod__ = self.__isabstractmethod__
        _method._partialmethod = self
        return _method

    def __get__(self, obj, cls=None):
        get = getattr(self.func, "__get__", None)
        if get is not None:
            bound = get(obj, cls)
            if bound is not self.func:
                result = partial(bound, *self.args, **self.keywords)
                self_of = getattr(bound, "__self__", _MISSING)
                if self_of is not _MISSING:
                    try:
                        result.__self__ = self_of
                    except AttributeError:
                        pass
                return result
        return self._unbound().__get__(obj, cls)

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, "__isabstractmethod__", False)

    @classmethod
    def __class_getitem__(cls, item):
        return type(list[int])(cls, item if isinstance(item, tuple) else (item,))


_MISSING = object()
