"""Python versions of the builtins that consume iterators or call functions.

When a builtin such as sorted(), sum() or map() is given a generator or a Python function, the
interpreter calls the version here instead of the native one: its loops then run as ordinary
Python frames, so the code they drive may call host functions (which pause the run) and is
counted and limited like any other code. The results, and the errors of well-formed calls, are
those of CPython; type names of the lazy ones (map, filter, zip, enumerate) become 'generator'.
Also the union of types that `int | None` makes, the alias `list[int]` makes, and `open()`,
which opens files through the `io` module a host installs.
"""

from _garter_natives import index as _index, sort_by_keys

_MISSING = object()
_tuple = tuple
_list = list
_frozenset = frozenset
_set = set
_dict = dict
_enumerate = enumerate
_zip = zip
_map = map
_filter = filter


def sorted(iterable, /, *, key=None, reverse=False):
    items = [item for item in iterable]
    if key is None:
        items.sort(reverse=reverse)
        return items
    keys = [key(item) for item in items]
    return sort_by_keys(items, keys, reverse)


def list_sort(items, /, *, key=None, reverse=False):
    # As CPython does, the list is empty while keys are computed, and a change made to it
    # meanwhile is discarded and reported.
    if key is None:
        items.sort(reverse=reverse)
        return None
    saved = items[:]
    items.clear()
    try:
        keys = [key(item) for item in saved]
        saved = sort_by_keys(saved, keys, reverse)
    finally:
        modified = len(items) > 0
        items[:] = saved
    if modified:
        raise ValueError('list modified during sort')
    return None


def _extreme_items(name, args, default):
    if not args:
        raise TypeError(f'{name} expected at least 1 argument, got 0')
    if len(args) == 1:
        return iter(args[0])
    if default is not _MISSING:
        raise TypeError(f'Cannot specify a default for {name}() with multiple positional arguments')
    return iter(args)


def _empty(name, default):
    if default is _MISSING:
        raise ValueError(f'{name}() arg is an empty sequence')
    return default


def min(*args, key=None, default=_MISSING):
    items = _extreme_items('min', args, default)
    for best in items:
        break
    else:
        return _empty('min', default)
    if key is None:
        for item in items:
            if item < best:
                best = item
        return best
    best_key = key(best)
    for item in items:
        item_key = key(item)
        if item_key < best_key:
            best, best_key = item, item_key
    return best


def max(*args, key=None, default=_MISSING):
    items = _extreme_items('max', args, default)
    for best in items:
        break
    else:
        return _empty('max', default)
    if key is None:
        for item in items:
            if item > best:
                best = item
        return best
    best_key = key(best)
    for item in items:
        item_key = key(item)
        if item_key > best_key:
            best, best_key = item, item_key
    return best


def sum(iterable, /, start=0):
    if isinstance(start, str):
        raise TypeError("sum() can't sum strings [use ''.join(seq) instead]")
    if isinstance(start, bytes):
        raise TypeError("sum() can't sum bytes [use b''.join(seq) instead]")
    total = start
    for item in iterable:
        total = total + item
    return total


def any(iterable, /):
    for item in iterable:
        if item:
            return True
    return False


def all(iterable, /):
    for item in iterable:
        if not item:
            return False
    return True


def list(iterable=(), /):
    return [item for item in iterable]


def tuple(iterable=(), /):
    return _tuple([item for item in iterable])


def set(iterable=(), /):
    return {item for item in iterable}


def frozenset(iterable=(), /):
    return _frozenset([item for item in iterable])


def dict(iterable, /, **kwargs):
    if hasattr(iterable, "keys"):
        result = _dict()
        for key in iterable.keys():
            result[key] = iterable[key]
    else:
        result = _dict([pair for pair in iterable])
    result.update(kwargs)
    return result


def str_join(separator, iterable, /):
    return separator.join([item for item in iterable])


def list_extend(items, iterable, /):
    items.extend([item for item in iterable])


def enumerate(iterable, start=0):
    index = _index(start)
    for item in iterable:
        yield index, item
        index += 1


def zip(*iterables, strict=False):
    iterators = [iter(iterable) for iterable in iterables]
    if not iterators:
        return
    while True:
        row = []
        for position, iterator in _enumerate(iterators):
            for item in iterator:
                row.append(item)
                break
            else:
                if strict:
                    _check_zip_lengths(position, iterators)
                return
        yield _tuple(row)


def _check_zip_lengths(position, iterators):
    if position > 0:
        plural = 's' if position > 1 else ''
        first = '1' if position == 1 else f'1-{position}'
        raise ValueError(f'zip() argument {position + 1} is shorter than argument{plural} {first}')
    for later, iterator in _enumerate(iterators[1:]):
        for _ in iterator:
            raise ValueError(f'zip() argument {later + 2} is longer than argument 1')


def map(function, *iterables):
    if not iterables:
        raise TypeError('map() must have at least two arguments.')
    if len(iterables) == 1:
        for item in iterables[0]:
            yield function(item)
        return
    for row in zip(*iterables):
        yield function(*row)


def filter(function, iterable, /):
    for item in iterable:
        if (item if function is None else function(item)):
            yield item


class UnionType:
    """`int | None`: the union of types that `|` makes between classes."""

    __module__ = "types"
    __slots__ = ("__args__",)

    def __init__(self, args):
        self.__args__ = args

    def __repr__(self):
        return " | ".join(_union_arg_repr(arg) for arg in self.__args__)

    def __or__(self, other):
        return union_type(self, other)

    def __ror__(self, other):
        return union_type(other, self)

    def __eq__(self, other):
        if not isinstance(other, UnionType):
            return NotImplemented
        return _set(self.__args__) == _set(other.__args__)

    def __hash__(self):
        return hash(_frozenset(self.__args__))


def _union_arg_repr(arg):
    if arg is type(None):
        return "None"
    if isinstance(arg, type):
        if arg.__module__ == "builtins":
            return arg.__qualname__
        return f"{arg.__module__}.{arg.__qualname__}"
    return repr(arg)


def dict_fromkeys(cls, iterable, value):
    made = cls()
    for key in iterable:
        made[key] = value
    return made


async def anext_default(step, default):
    try:
        return await step
    except StopAsyncIteration:
        return default


def union_type(left, right):
    args = []
    for operand in (left, right):
        if isinstance(operand, UnionType):
            members = operand.__args__
        else:
            members = (type(None) if operand is None else operand,)
        for member in members:
            if member not in args:
                args.append(member)
    if len(args) == 1:
        return args[0]
    return UnionType(_tuple(args))


class GenericAlias:
    """`list[int]`, `dict[str, int]`: a builtin collection type with the types of its items,
    which calls and subclasses as the type itself but refuses isinstance() checks."""

    __module__ = "types"
    __slots__ = ("__origin__", "__args__")

    def __init__(self, origin, args):
        self.__origin__ = origin
        self.__args__ = args if isinstance(args, _tuple) else (args,)

    @property
    def __parameters__(self):
        # As CPython 3.11 collects them: the type variables among the arguments (what has
        # `__typing_subst__`), then those of the arguments that have parameters themselves.
        found = []
        for arg in self.__args__:
            if isinstance(arg, type):
                continue
            if hasattr(arg, "__typing_subst__"):
                candidates = (arg,)
            else:
                candidates = getattr(arg, "__parameters__", ())
                if not isinstance(candidates, _tuple):
                    candidates = ()
            for candidate in candidates:
                if candidate not in found:
                    found.append(candidate)
        return _tuple(found)

    def __repr__(self):
        if not self.__args__:
            return f"{_union_arg_repr(self.__origin__)}[()]"
        return f"{_union_arg_repr(self.__origin__)}[{', '.join(_alias_arg_repr(arg) for arg in self.__args__)}]"

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __getattr__(self, name):
        return getattr(self.__origin__, name)

    def __eq__(self, other):
        if not isinstance(other, GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash(self.__origin__) ^ hash(self.__args__)

    def __or__(self, other):
        return union_type(self, other)

    def __ror__(self, other):
        return union_type(other, self)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __instancecheck__(self, instance):
        raise TypeError("isinstance() argument 2 cannot be a parameterized generic")

    def __subclasscheck__(self, subclass):
        raise TypeError("issubclass() argument 2 cannot be a parameterized generic")


def _alias_arg_repr(arg):
    if arg is ...:
        return "..."
    if isinstance(arg, _list):
        return "[" + ", ".join(_alias_arg_repr(item) for item in arg) + "]"
    return _union_arg_repr(arg)


def generic_alias(origin, params):
    return GenericAlias(origin, params if isinstance(params, _tuple) else (params,))


class mappingproxy:
    """A read-only view of a mapping (`{}.keys().mapping`)."""

    __module__ = "builtins"
    __slots__ = ("_mapping",)

    def __init__(self, mapping):
        object.__setattr__(self, "_mapping", mapping)

    def __setattr__(self, name, value):
        raise AttributeError(f"'mappingproxy' object has no attribute '{name}'")

    def __getitem__(self, key):
        return self._mapping[key]

    def __iter__(self):
        return iter(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def __eq__(self, other):
        return self._mapping == other

    def __repr__(self):
        return f"mappingproxy({self._mapping!r})"

    def __str__(self):
        return str(self._mapping)

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()


def open(file, mode="r", buffering=-1, encoding=None, errors=None, newline=None, closefd=True, opener=None):
    try:
        import io
    except ImportError:
        io = None
    if io is None:
        raise PermissionError("open() needs a filesystem, but this sandbox has none (the host has not granted one)")
    return io.open(file, mode, buffering, encoding, errors, newline, closefd, opener)


class code:
    """A code object of compile(): it holds its source, compiled again for the namespace that
    exec() or eval() runs it in."""

    co_argcount = 0
    co_posonlyargcount = 0
    co_kwonlyargcount = 0
    co_varnames = ()
    co_flags = 0
    co_nlocals = 0
    co_freevars = ()
    co_cellvars = ()
    co_name = "<module>"
    co_qualname = "<module>"
    co_firstlineno = 1

    def __repr__(self):
        return f'<code object {self.co_name} at {hex(id(self))}, file "{self.co_filename}", line {self.co_firstlineno}>'


code.__module__ = "builtins"


_FUNCTION_CODE_FIELDS = (
    "co_name", "co_qualname", "co_filename", "co_firstlineno", "co_argcount", "co_posonlyargcount",
    "co_kwonlyargcount", "co_varnames", "co_flags", "co_nlocals", "co_freevars", "co_cellvars",
)


def _function_code(*values):
    """A function's `__code__`: its `_FUNCTION_CODE_FIELDS`, in order, from the VM."""
    made = object.__new__(code)
    made._source = None
    made._mode = "function"
    for field, value in zip(_FUNCTION_CODE_FIELDS, values):
        setattr(made, field, value)
    return made


def _make_code(source, filename, mode):
    made = object.__new__(code)
    made._source = source
    made.co_filename = filename
    made._mode = mode
    return made


# The classes a program's subclass of `property`, `classmethod`, `staticmethod`, `enumerate`,
# `zip`, `map`, `filter`, `reversed` or `types.ModuleType` extends in place of the builtin (the VM swaps the base):
# each a subclass of the builtin, doing its work in Python so that a subclass can extend it.
# Each is defined under the builtin's name, then moved to its `_subclassable_` name.


class property(property):
    __module__ = "builtins"

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget = fget
        self.fset = fset
        self.fdel = fdel
        if doc is None and fget is not None:
            doc = getattr(fget, "__doc__", None)
        self.__doc__ = doc
        self._name = None

    def __set_name__(self, owner, name):
        self._name = name

    def _missing(self, obj, what):
        if self._name is None:
            return AttributeError(f"property of {type(obj).__name__!r} object has no {what}")
        return AttributeError(f"property {self._name!r} of {type(obj).__name__!r} object has no {what}")

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        if self.fget is None:
            raise self._missing(obj, "getter")
        return self.fget(obj)

    def __set__(self, obj, value):
        if self.fset is None:
            raise self._missing(obj, "setter")
        self.fset(obj, value)

    def __delete__(self, obj):
        if self.fdel is None:
            raise self._missing(obj, "deleter")
        self.fdel(obj)

    def getter(self, fget):
        return type(self)(fget, self.fset, self.fdel, self.__doc__)

    def setter(self, fset):
        return type(self)(self.fget, fset, self.fdel, self.__doc__)

    def deleter(self, fdel):
        return type(self)(self.fget, self.fset, fdel, self.__doc__)

    @property
    def __isabstractmethod__(self):
        return any(getattr(f, "__isabstractmethod__", False) for f in (self.fget, self.fset, self.fdel))


_subclassable_property = property
del property


class classmethod(classmethod):
    __module__ = "builtins"

    def __init__(self, function):
        self.__func__ = function
        self.__wrapped__ = function

    def __get__(self, obj, owner=None):
        if owner is None:
            owner = type(obj)
        return self.__func__.__get__(owner, type(owner))


_subclassable_classmethod = classmethod
del classmethod


class staticmethod(staticmethod):
    __module__ = "builtins"

    def __init__(self, function):
        self.__func__ = function
        self.__wrapped__ = function

    def __get__(self, obj, owner=None):
        return self.__func__

    def __call__(self, *args, **kwargs):
        return self.__func__(*args, **kwargs)


_subclassable_staticmethod = staticmethod
del staticmethod


def _subclassable_iterator(builtin):
    """The stand-in for an iterator type: its instance iterates a builtin one made from the same
    arguments, which CPython's `__new__` takes (an `__init__` of the subclass need not pass them
    on)."""

    def __new__(cls, *args, **kwargs):
        self = object.__new__(cls)
        self._iterator = builtin(*args, **kwargs)
        return self

    def __init__(self, *args, **kwargs):
        pass

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._iterator)

    namespace = {
        "__module__": "builtins",
        "__qualname__": builtin.__name__,
        "__new__": __new__,
        "__init__": __init__,
        "__iter__": __iter__,
        "__next__": __next__,
    }
    return type(builtin.__name__, (builtin,), namespace)


_subclassable_enumerate = _subclassable_iterator(_enumerate)
_subclassable_zip = _subclassable_iterator(_zip)
_subclassable_map = _subclassable_iterator(_map)
_subclassable_filter = _subclassable_iterator(_filter)
_subclassable_reversed = _subclassable_iterator(reversed)


import _garter_natives as _natives_module


class module(type(_natives_module)):
    __module__ = "builtins"

    def __init__(self, name, doc=None):
        self.__name__ = name
        self.__doc__ = doc
        self.__package__ = None
        self.__loader__ = None
        self.__spec__ = None

    def __repr__(self):
        try:
            file = self.__file__
        except AttributeError:
            return f"<module {self.__name__!r}>"
        return f"<module {self.__name__!r} from {file!r}>"


_subclassable_module = module
del module, _natives_module
