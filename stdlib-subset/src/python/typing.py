"""Type hints, as CPython 3.11's typing module at run time: every name imports, subscripted
forms (`Optional[int]`, `dict[str, Any]`) make alias objects that print as CPython's do, and
the runtime helpers (`cast`, `NamedTuple`, `TypedDict`, `TypeVar`, `overload`, ...) behave as
CPython's. Nothing here checks types."""

import collections as _collections
from _binding import bind as _bind
from operator import itemgetter as _itemgetter

TYPE_CHECKING = False


def _type_repr(obj):
    """How CPython's typing shows an argument of an alias."""
    if isinstance(obj, type):
        if obj.__module__ == "builtins":
            return obj.__qualname__
        return f"{obj.__module__}.{obj.__qualname__}"
    if obj is ...:
        return "..."
    return repr(obj)


class _Form:
    """A special form (`Any`, `Union`, `Optional`, ...), subscriptable when it takes parameters."""

    def __init__(self, name, subscript=None):
        self._name = name
        self._subscript = subscript

    def __repr__(self):
        return "typing." + self._name

    def __getitem__(self, params):
        if self._subscript is None:
            raise TypeError(f"{self!r} is not subscriptable")
        return self._subscript(self, params if isinstance(params, tuple) else (params,))

    def __call__(self, *args, **kwargs):
        raise TypeError(f"Cannot instantiate {self!r}")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class _Alias:
    """A subscripted form or generic: `typing.Optional[int]`, `typing.List[str]`."""

    def __init__(self, origin, args, name=None, render=None):
        self.__origin__ = origin
        self.__args__ = args
        self._name = name
        self._render = render

    def __repr__(self):
        if self._render is not None:
            return self._render(self)
        args = ", ".join(_type_repr(a) for a in self.__args__)
        return f"typing.{self._name}[{args}]"

    def __eq__(self, other):
        if not isinstance(other, _Alias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self._name, self.__args__))

    def __getitem__(self, params):
        return _Alias(self.__origin__, params if isinstance(params, tuple) else (params,), self._name)

    def __call__(self, *args, **kwargs):
        if isinstance(self.__origin__, type):
            return self.__origin__(*args, **kwargs)
        raise TypeError(f"Type {self._name} cannot be instantiated")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __mro_entries__(self, bases):
        return (self.__origin__,)


def _flatten_union(args):
    flat = []
    for arg in args:
        if arg is None:
            arg = type(None)
        if isinstance(arg, _Alias) and arg.__origin__ is Union:
            candidates = arg.__args__
        else:
            candidates = (arg,)
        for candidate in candidates:
            if candidate not in flat:
                flat.append(candidate)
    return tuple(flat)


def _render_union(alias):
    args = alias.__args__
    if len(args) == 2 and type(None) in args:
        other = args[0] if args[1] is type(None) else args[1]
        return f"typing.Optional[{_type_repr(other)}]"
    return "typing.Union[" + ", ".join(_type_repr(a) for a in args) + "]"


def _union(form, params):
    if params == ():
        raise TypeError("Cannot take a Union of no types.")
    args = _flatten_union(params)
    if len(args) == 1:
        return args[0]
    return _Alias(Union, args, "Union", _render_union)


def _optional(form, params):
    if len(params) != 1:
        raise TypeError(f"typing.Optional requires a single type. Got {params!r}.")
    return Union[params[0], None]


def _literal(form, params):
    return _Alias(Literal, params, "Literal", lambda a: "typing.Literal[" + ", ".join(map(repr, a.__args__)) + "]")


def _one(name):
    def make(form, params):
        if len(params) != 1:
            raise TypeError(f"typing.{name} accepts only single type.")
        return _Alias(form, params, name)

    return make


def _any_params(name):
    def make(form, params):
        return _Alias(form, params, name)

    return make


def _annotated(form, params):
    if len(params) < 2:
        raise TypeError("Annotated[...] should be used with at least two arguments (a type and an annotation).")
    return _Alias(
        params[0],
        params,
        "Annotated",
        lambda a: f"typing.Annotated[{_type_repr(a.__args__[0])}, " + ", ".join(map(repr, a.__args__[1:])) + "]",
    )


Any = _Form("Any")
NoReturn = _Form("NoReturn")
Never = _Form("Never")
Self = _Form("Self")
LiteralString = _Form("LiteralString")
Union = _Form("Union", _union)
Optional = _Form("Optional", _optional)
Literal = _Form("Literal", _literal)
ClassVar = _Form("ClassVar", _one("ClassVar"))
Final = _Form("Final", _one("Final"))
TypeGuard = _Form("TypeGuard", _one("TypeGuard"))
Required = _Form("Required", _one("Required"))
NotRequired = _Form("NotRequired", _one("NotRequired"))
Concatenate = _Form("Concatenate", _any_params("Concatenate"))
Annotated = _Form("Annotated", _annotated)


class _Generic:
    """A generic alias of a builtin or collection type: `typing.List`, `typing.Dict`, ..."""

    def __init__(self, origin, name):
        self.__origin__ = origin
        self._name = name

    def __repr__(self):
        return "typing." + self._name

    def __getitem__(self, params):
        return _Alias(self.__origin__, params if isinstance(params, tuple) else (params,), self._name)

    def __call__(self, *args, **kwargs):
        if self.__origin__ is None:
            raise TypeError(f"Type {self._name} cannot be instantiated")
        return self.__origin__(*args, **kwargs)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __or__(self, other):
        return Union[self, other]


List = _Generic(list, "List")
Dict = _Generic(dict, "Dict")
Set = _Generic(set, "Set")
FrozenSet = _Generic(frozenset, "FrozenSet")
Tuple = _Generic(tuple, "Tuple")
Type = _Generic(type, "Type")
DefaultDict = _Generic(_collections.defaultdict, "DefaultDict")
OrderedDict = _Generic(_collections.OrderedDict, "OrderedDict")
Counter = _Generic(_collections.Counter, "Counter")
ChainMap = _Generic(_collections.ChainMap, "ChainMap")
Deque = _Generic(_collections.deque, "Deque")
Callable = _Generic(None, "Callable")
Iterable = _Generic(None, "Iterable")
Iterator = _Generic(None, "Iterator")
Generator = _Generic(None, "Generator")
AsyncIterable = _Generic(None, "AsyncIterable")
AsyncIterator = _Generic(None, "AsyncIterator")
AsyncGenerator = _Generic(None, "AsyncGenerator")
Awaitable = _Generic(None, "Awaitable")
Coroutine = _Generic(None, "Coroutine")
Sequence = _Generic(None, "Sequence")
MutableSequence = _Generic(None, "MutableSequence")
Mapping = _Generic(None, "Mapping")
MutableMapping = _Generic(None, "MutableMapping")
AbstractSet = _Generic(None, "AbstractSet")
MutableSet = _Generic(None, "MutableSet")
Collection = _Generic(None, "Collection")
Container = _Generic(None, "Container")
Hashable = _Generic(None, "Hashable")
Sized = _Generic(None, "Sized")
Reversible = _Generic(None, "Reversible")
KeysView = _Generic(None, "KeysView")
ValuesView = _Generic(None, "ValuesView")
ItemsView = _Generic(None, "ItemsView")
MappingView = _Generic(None, "MappingView")
ContextManager = _Generic(None, "ContextManager")
AsyncContextManager = _Generic(None, "AsyncContextManager")
Pattern = _Generic(None, "Pattern")
Match = _Generic(None, "Match")
Text = str


class TypeVar:
    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__constraints__ = constraints
        self.__bound__ = bound
        self.__covariant__ = covariant
        self.__contravariant__ = contravariant

    def __repr__(self):
        prefix = "+" if self.__covariant__ else "-" if self.__contravariant__ else "~"
        return prefix + self.__name__

    def __or__(self, other):
        return Union[self, other]


AnyStr = TypeVar("AnyStr", bytes, str)


class ParamSpec:
    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name

    def __repr__(self):
        return "~" + self.__name__


class TypeVarTuple:
    def __init__(self, name):
        self.__name__ = name

    def __repr__(self):
        return self.__name__


class Generic:
    """Base of user generic classes: `class Box(Generic[T])`."""

    def __class_getitem__(cls, params):
        params = params if isinstance(params, tuple) else (params,)
        return _Alias(cls, params, cls.__qualname__, _render_user_generic)


def _render_user_generic(alias):
    return _type_repr(alias.__origin__) + "[" + ", ".join(_type_repr(a) for a in alias.__args__) + "]"


class Protocol(Generic):
    """Base of structural types; at run time a plain base class."""


def runtime_checkable(cls):
    return cls


def cast(typ, val):
    return val


def assert_type(val, typ):
    return val


def assert_never(arg):
    raise AssertionError(f"Expected code to be unreachable, but got: {arg!r}")


def reveal_type(obj):
    return obj


def overload(func):
    return func


def final(f):
    return f


def no_type_check(arg):
    return arg


def get_origin(tp):
    return getattr(tp, "__origin__", None)


def get_args(tp):
    return getattr(tp, "__args__", ())


_BUILTIN_TYPES = {
    t.__name__: t for t in (int, float, complex, bool, str, bytes, list, dict, set, frozenset, tuple, object, type)
}
_BUILTIN_TYPES["None"] = type(None)


def _resolve(hint, namespace):
    """A string annotation naming a builtin type or a name in `namespace`, resolved; any other
    string stays as it is (Garter has no eval)."""
    if not isinstance(hint, str):
        return hint
    if hint in namespace:
        return namespace[hint]
    return _BUILTIN_TYPES.get(hint, hint)


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    namespace = dict(globalns or {})
    namespace.update(localns or {})
    hints = {}
    for klass in reversed(getattr(obj, "__mro__", (obj,))):
        if klass is object:
            continue
        for name, hint in (getattr(klass, "__annotations__", None) or {}).items():
            hints[name] = _resolve(hint, namespace)
    return hints


def NewType(name, tp):
    def new_type(x):
        return x

    new_type.__name__ = name
    new_type.__qualname__ = name
    new_type.__supertype__ = tp
    return new_type


class _NamedTupleBase(tuple):
    """What `class P(NamedTuple): x: int` really derives from: when the class is made, its
    annotations become the fields (class attributes give defaults), as a namedtuple's."""

    __slots__ = ()

    def __init_subclass__(cls):
        namespace = cls.__dict__
        fields = tuple(namespace.get("__annotations__", {}))
        defaults = {name: namespace[name] for name in fields if name in namespace}
        seen_default = False
        for name in fields:
            if name in defaults:
                seen_default = True
            elif seen_default:
                raise TypeError(f"Non-default namedtuple field {name} cannot follow default field")
        cls._fields = fields
        cls._field_defaults = defaults
        cls.__match_args__ = fields
        for index, name in enumerate(fields):
            setattr(cls, name, property(_itemgetter(index), doc=f"Alias for field number {index}"))

    def __new__(cls, *args, **kwargs):
        values = _bind(f"{cls.__name__}.__new__()", cls._fields, (), cls._field_defaults, args, kwargs)
        return tuple.__new__(cls, tuple(values.values()))

    @classmethod
    def _make(cls, iterable):
        values = tuple(iterable)
        if len(values) != len(cls._fields):
            raise TypeError(f"Expected {len(cls._fields)} arguments, got {len(values)}")
        return tuple.__new__(cls, values)

    def _replace(self, /, **kwds):
        result = self._make([kwds.pop(name, value) for name, value in zip(self._fields, self)])
        if kwds:
            raise ValueError(f"Got unexpected field names: {list(kwds)!r}")
        return result

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __repr__(self):
        inner = ", ".join(f"{name}={value!r}" for name, value in zip(self._fields, self))
        return f"{type(self).__name__}({inner})"

    def __getnewargs__(self):
        return tuple(self)


class _NamedTupleFactory:
    """`NamedTuple`: called, it makes a namedtuple class; as a base, it stands for
    `_NamedTupleBase`."""

    def __call__(self, typename, fields=None, /, **kwargs):
        if fields is None:
            fields = list(kwargs.items())
        result = _collections.namedtuple(typename, [name for name, _ in fields])
        result.__annotations__ = dict(fields)
        return result

    def __mro_entries__(self, bases):
        return (_NamedTupleBase,)

    def __repr__(self):
        return "<function NamedTuple>"


NamedTuple = _NamedTupleFactory()


class _TypedDictBase(dict):
    """What `class Movie(TypedDict): ...` derives from: calling the class makes a plain dict."""

    def __new__(cls, *args, **kwargs):
        return dict(*args, **kwargs)

    def __init_subclass__(cls, total=True):
        cls.__total__ = total
        annotations = {}
        for klass in reversed(cls.__mro__):
            if issubclass(klass, _TypedDictBase):
                annotations.update(klass.__dict__.get("__annotations__", {}))
        cls.__annotations__ = annotations
        cls.__required_keys__ = frozenset(annotations) if total else frozenset()
        cls.__optional_keys__ = frozenset() if total else frozenset(annotations)


class _TypedDictFactory:
    """`TypedDict`: called, it makes a TypedDict class; as a base, it stands for
    `_TypedDictBase`."""

    def __call__(self, typename, fields=None, /, *, total=True, **kwargs):
        namespace = {"__annotations__": dict(fields if fields is not None else kwargs)}
        return type(typename, (_TypedDictBase,), namespace)

    def __mro_entries__(self, bases):
        return (_TypedDictBase,)

    def __repr__(self):
        return "<function TypedDict>"


TypedDict = _TypedDictFactory()
