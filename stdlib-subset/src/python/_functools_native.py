"""What CPython's functools runs in C (its `_functools` module): reduce, partial, cmp_to_key
and the wrapper lru_cache puts around a function, whose frames tracebacks leave out as
CPython's do."""

from _binding import c_arguments as _c_arguments

# What is defined here shows `functools` as its `__module__`, as CPython's does.
__name__ = "functools"

_initial_missing = object()


def reduce(*args, **kwargs):
    if kwargs:
        raise TypeError("reduce() takes no keyword arguments")
    if not 2 <= len(args) <= 3:
        bound = "at least 2" if len(args) < 2 else "at most 3"
        raise TypeError(f"reduce expected {bound} arguments, got {len(args)}")
    function, iterable = args[0], args[1]
    initial = args[2] if len(args) == 3 else _initial_missing
    try:
        it = iter(iterable)
    except TypeError:
        raise TypeError("reduce() arg 2 must support iteration") from None
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

    __garter_type_name__ = "functools.partial"

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

def cmp_to_key(*args, **kwargs):
    (mycmp,) = _c_arguments("cmp_to_key", ("mycmp",), 1, args, kwargs)
    class K:
        __slots__ = ("obj",)
        __garter_type_name__ = "functools.KeyWrapper"

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


class _lru_cache_wrapper:
    def __init__(self, user_function, maxsize, typed):
        self.__wrapped__ = user_function
        self._maxsize = maxsize
        self._typed = typed
        self._cache = {}
        self._hits = 0
        self._misses = 0

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


# CPython's reduce and cmp_to_key show the C module they come from.
reduce.__module__ = cmp_to_key.__module__ = "_functools"
