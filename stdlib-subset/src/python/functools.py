"""Higher-order functions and operations on callables, as CPython 3.11's functools module."""

WRAPPER_ASSIGNMENTS = ("__module__", "__name__", "__qualname__", "__annotations__", "__doc__")
WRAPPER_UPDATES = ("__dict__",)

_initial_missing = object()


def reduce(function, iterable, initial=_initial_missing):
    it = iter(iterable)
    if initial is _initial_missing:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError("reduce() of empty iterable with no initial value") from None
    else:
        value = initial
    for element in it:
        value = function(value, element)
    return value


class partial:
    """A function with some arguments already given."""

    def __new__(cls, *args, **keywords):
        if not args:
            raise TypeError("type 'partial' takes at least one argument")
        func, *args = args
        args = tuple(args)
        if not callable(func):
            raise TypeError("the first argument must be callable")
        if isinstance(func, partial):
            args = func.args + args
            keywords = {**func.keywords, **keywords}
            func = func.func
        self = object.__new__(cls)
        self.func = func
        self.args = args
        self.keywords = keywords
        return self

    def __call__(self, /, *args, **keywords):
        return self.func(*self.args, *args, **{**self.keywords, **keywords})

    def __repr__(self):
        parts = [repr(self.func)] + [repr(a) for a in self.args]
        parts += [f"{k}={v!r}" for k, v in self.keywords.items()]
        return f"functools.partial({', '.join(parts)})"


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


def cmp_to_key(mycmp):
    class K:
        __slots__ = ("obj",)

        def __init__(self, obj):
            self.obj = obj

        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0

        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0

        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0

        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0

        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0

        __hash__ = None

    return K


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


class _CacheInfo(tuple):
    __slots__ = ()

    def __new__(cls, hits, misses, maxsize, currsize):
        return tuple.__new__(cls, (hits, misses, maxsize, currsize))

    hits = property(lambda self: self[0])
    misses = property(lambda self: self[1])
    maxsize = property(lambda self: self[2])
    currsize = property(lambda self: self[3])

    def __repr__(self):
        return "CacheInfo(hits=%r, misses=%r, maxsize=%r, currsize=%r)" % tuple(self)


def _make_key(args, kwds, typed):
    key = args
    if kwds:
        key += (_kwd_mark,)
        for item in kwds.items():
            key += item
    if typed:
        key += tuple(type(v) for v in args)
        if kwds:
            key += tuple(type(v) for v in kwds.values())
    elif len(key) == 1 and type(key[0]) in (int, str):
        return key[0]
    return key


_kwd_mark = object()


class _LruCacheWrapper:
    def __init__(self, user_function, maxsize, typed):
        self.__wrapped__ = user_function
        self._maxsize = maxsize
        self._typed = typed
        self._cache = {}
        self._hits = 0
        self._misses = 0
        update_wrapper(self, user_function)

    def __call__(self, *args, **kwds):
        key = _make_key(args, kwds, self._typed)
        cache = self._cache
        if key in cache:
            self._hits += 1
            result = cache.pop(key)
            cache[key] = result
            return result
        self._misses += 1
        result = self.__wrapped__(*args, **kwds)
        if self._maxsize is None or self._maxsize > 0:
            if key in cache:
                return cache[key]
            cache[key] = result
            if self._maxsize is not None and len(cache) > self._maxsize:
                del cache[next(iter(cache))]
        return result

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return partial(self, instance)

    def cache_info(self):
        return _CacheInfo(self._hits, self._misses, self._maxsize, len(self._cache))

    def cache_clear(self):
        self._cache.clear()
        self._hits = self._misses = 0

    def cache_parameters(self):
        return {"maxsize": self._maxsize, "typed": self._typed}


def lru_cache(maxsize=128, typed=False):
    if isinstance(maxsize, int) and not isinstance(maxsize, bool):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        return _LruCacheWrapper(maxsize, 128, typed)
    elif maxsize is not None:
        raise TypeError("Expected first argument to be an integer, a callable, or None")

    def decorating_function(user_function):
        return _LruCacheWrapper(user_function, maxsize, typed)

    return decorating_function


def cache(user_function):
    return _LruCacheWrapper(user_function, None, False)


class cached_property:
    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        self.attrname = name

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        name = self.attrname if self.attrname is not None else self.func.__name__
        value = self.func(instance)
        instance.__dict__[name] = value
        return value
