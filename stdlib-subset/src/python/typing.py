"""Type hints, as CPython 3.11's typing module at run time: every name imports, subscripted
forms (`Optional[int]`, `dict[str, Any]`) make alias objects that print, compare and answer
`get_origin`/`get_args` as CPython's do, unions work with isinstance(), `@runtime_checkable`
protocols check structure, and the runtime helpers (`cast`, `NamedTuple`, `TypedDict`,
`TypeVar`, `overload`, `get_type_hints`, ...) behave as CPython's. Nothing here checks types
statically."""

import collections as _collections
from abc import ABCMeta as _ABCMeta
from _typing_records import make_named_tuple_base as _make_named_tuple_base
from _typing_records import make_typed_dict_base as _make_typed_dict_base
from _typing_eval import type_hints as _type_hints
from _typing_helpers import assert_never, assert_type, cast, clear_overloads, final, get_overloads, no_type_check
from _typing_helpers import NewType, dataclass_transform, no_type_check_decorator, overload, reveal_type
from _typing_helpers import type_repr as _type_repr

TYPE_CHECKING = False

_UnionType = type(int | str)
_GenericAlias = type(list[int])
_NoneType = type(None)


class ForwardRef:
    """A type named by a string (`Optional["Node"]`), resolved by get_type_hints()."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.__forward_arg__ == other.__forward_arg__ and self.__forward_module__ == other.__forward_module__

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __repr__(self):
        module = "" if self.__forward_module__ is None else f", module={self.__forward_module__!r}"
        return f"ForwardRef({self.__forward_arg__!r}{module})"


def _type_check(arg, msg, allow_special_forms=False):
    """An argument of a subscripted form as CPython keeps it: None becomes NoneType, a string a
    ForwardRef; tuples, bare special forms and (except where a class annotation may use them)
    ClassVar[...] and Final[...] are refused."""
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg)
    invalid = (Generic, Protocol) if allow_special_forms else (Generic, Protocol, ClassVar, Final)
    if isinstance(arg, _Alias) and any(arg.__origin__ is form for form in invalid):
        raise TypeError(f"{arg} is not valid as type argument")
    if arg is Any or arg is NoReturn or arg is Never or arg is Self or arg is LiteralString:
        return arg
    if isinstance(arg, _Form) or arg is Generic or arg is Protocol:
        raise TypeError(f"Plain {arg} is not valid as type argument")
    if type(arg) is tuple:
        raise TypeError(f"{msg} Got {arg!r:.100}.")
    return arg


class _Form:
    """A special form (`Any`, `Union`, `Optional`, ...), subscriptable when it takes parameters."""

    def __init__(self, name, subscript=None):
        self._name = name
        self._subscript = subscript

    def __repr__(self):
        return "typing." + self._name

    def __reduce__(self):
        return self._name

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

    def __instancecheck__(self, obj):
        raise TypeError(f"{self!r} cannot be used with isinstance()")

    def __subclasscheck__(self, cls):
        raise TypeError(f"{self!r} cannot be used with issubclass()")


class _AnyForm(_Form):
    """`Any`, a class in CPython 3.11: neither instantiable nor subscriptable."""

    def __call__(self, *args, **kwargs):
        raise TypeError("Any cannot be instantiated")

    def __getitem__(self, params):
        raise TypeError("type 'Any' is not subscriptable")


def _type_vars(args):
    """The type variables among `args` and inside the aliases among them, first seen first."""
    found = []
    for arg in args:
        if isinstance(arg, (TypeVar, ParamSpec)):
            candidates = (arg,)
        else:
            candidates = getattr(arg, "__parameters__", ())
            if not isinstance(candidates, tuple):
                candidates = ()
        for candidate in candidates:
            if candidate not in found:
                found.append(candidate)
    return tuple(found)


def _paramspec_values(parameters, params):
    """`params` with each list given for a ParamSpec made a tuple, as CPython stores it."""
    return tuple(
        tuple(value) if isinstance(var, ParamSpec) and isinstance(value, list) else value
        for var, value in zip(parameters, params)
    )


def _substitute(arg, mapping):
    if isinstance(arg, (TypeVar, ParamSpec)):
        return mapping.get(arg, arg)
    if isinstance(arg, (_Alias, _GenericAlias)) and arg.__parameters__:
        return arg[tuple(mapping.get(var, var) for var in arg.__parameters__)]
    return arg


class _Alias:
    """A subscripted form or generic: `typing.Optional[int]`, `typing.List[str]`, `Box[int]`."""

    def __init__(self, origin, args, name=None, render=None, instantiable=True):
        self.__origin__ = origin
        self.__args__ = args
        self.__parameters__ = _type_vars(args)
        self._name = name
        self._render = render
        self._instantiable = instantiable

    def __repr__(self):
        if self._render is not None:
            return self._render(self)
        args = ", ".join(_type_repr(a) for a in self.__args__)
        return f"typing.{self._name}[{args}]"

    def _unordered(self):
        """Whether the order of the arguments does not matter (Union, Literal)."""
        return self.__origin__ is Union or self.__origin__ is Literal

    def __eq__(self, other):
        if isinstance(other, _UnionType) and self.__origin__ is Union:
            return set(self.__args__) == set(other.__args__)
        if not isinstance(other, _Alias):
            return NotImplemented
        if self.__origin__ != other.__origin__:
            return False
        if self.__origin__ is Literal:
            return set(_literal_keys(self.__args__)) == set(_literal_keys(other.__args__))
        if self._unordered():
            return set(self.__args__) == set(other.__args__)
        return self.__args__ == other.__args__

    def __hash__(self):
        if self.__origin__ is Literal:
            return hash(frozenset(_literal_keys(self.__args__)))
        if self._unordered():
            return hash(frozenset(self.__args__))
        return hash((self.__origin__, self.__args__))

    def __getitem__(self, params):
        if not self.__parameters__:
            raise TypeError(f"{self!r} is not a generic class")
        params = params if isinstance(params, tuple) else (params,)
        expected = len(self.__parameters__)
        if len(params) != expected:
            many = "many" if len(params) > expected else "few"
            raise TypeError(f"Too {many} arguments for {self!r}; actual {len(params)}, expected {expected}")
        params = _paramspec_values(self.__parameters__, params)
        mapping = dict(zip(self.__parameters__, params))
        args = tuple(_substitute(arg, mapping) for arg in self.__args__)
        if self._render is _render_callable and isinstance(self.__args__[0], ParamSpec):
            # `Callable[P, T][[int], str]` is `Callable[[int], str]`: the arguments spread out.
            first = args[0]
            args = (first if isinstance(first, tuple) else (first,)) + args[1:]
        return self.copy_with(args)

    def copy_with(self, args):
        """The same alias over other arguments."""
        if self.__origin__ is Union:
            return Union[args]
        return _Alias(self.__origin__, args, self._name, self._render, self._instantiable)

    def __call__(self, *args, **kwargs):
        if not self._instantiable:
            raise TypeError(f"Type {self._name} cannot be instantiated; use {self.__origin__.__name__}() instead")
        if not callable(self.__origin__) or isinstance(self.__origin__, _Form):
            raise TypeError(f"Cannot instantiate {self.__origin__!r}")
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except Exception:
            pass
        return result

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __instancecheck__(self, obj):
        if self.__origin__ is Union:
            return isinstance(obj, self.__args__)
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __subclasscheck__(self, cls):
        if self.__origin__ is Union:
            return issubclass(cls, self.__args__)
        raise TypeError("Subscripted generics cannot be used with class and instance checks")


def _union_members(args):
    """Union arguments flattened (nested unions opened) and without repeats, in first order."""
    flat = []
    for arg in args:
        if isinstance(arg, _Alias) and arg.__origin__ is Union:
            candidates = arg.__args__
        elif isinstance(arg, _UnionType):
            candidates = arg.__args__
        else:
            candidates = (arg,)
        for candidate in candidates:
            if candidate not in flat:
                flat.append(candidate)
    return tuple(flat)


def _render_union(alias):
    args = alias.__args__
    if len(args) == 2 and _NoneType in args:
        other = args[0] if args[1] is _NoneType else args[1]
        return f"typing.Optional[{_type_repr(other)}]"
    return "typing.Union[" + ", ".join(_type_repr(a) for a in args) + "]"


def _union(form, params):
    if params == ():
        raise TypeError("Cannot take a Union of no types.")
    args = _union_members(tuple(_type_check(p, "Union[arg, ...]: each arg must be a type.") for p in params))
    if len(args) == 1:
        return args[0]
    return _Alias(Union, args, "Union", _render_union)


def _optional(form, params):
    if len(params) != 1:
        raise TypeError(f"typing.Optional requires a single type. Got {params!r}.")
    return Union[_type_check(params[0], "Optional[t] requires a single type."), None]


def _literal_keys(args):
    return [(value, type(value)) for value in args]


def _literal(form, params):
    values = []
    for param in params:
        if isinstance(param, _Alias) and param.__origin__ is Literal:
            values.extend(param.__args__)
        else:
            values.append(param)
    unique = []
    keys = []
    for value, key in zip(values, _literal_keys(values)):
        if key not in keys:
            keys.append(key)
            unique.append(value)
    return _Alias(Literal, tuple(unique), "Literal", lambda a: "typing.Literal[" + ", ".join(map(repr, a.__args__)) + "]")


def _one(name):
    def make(form, params):
        if len(params) != 1:
            raise TypeError(f"typing.{name} accepts only single type. Got {params!r}.")
        return _Alias(form, (_type_check(params[0], f"typing.{name} accepts only single type."),), name)

    return make


def _any_params(name):
    def make(form, params):
        return _Alias(form, params, name)

    return make


Any = _AnyForm("Any")
NoReturn = _Form("NoReturn")
Never = _Form("Never")
Self = _Form("Self")
LiteralString = _Form("LiteralString")
TypeAlias = _Form("TypeAlias")
Union = _Form("Union", _union)
Optional = _Form("Optional", _optional)
Literal = _Form("Literal", _literal)
ClassVar = _Form("ClassVar", _one("ClassVar"))
Final = _Form("Final", _one("Final"))
TypeGuard = _Form("TypeGuard", _one("TypeGuard"))
Required = _Form("Required", _one("Required"))
NotRequired = _Form("NotRequired", _one("NotRequired"))
Concatenate = _Form("Concatenate", _any_params("Concatenate"))
Unpack = _Form("Unpack", _one("Unpack"))


class _AnnotatedAlias(_Alias):
    """`Annotated[int, "meta"]`: the type with metadata attached."""

    def __init__(self, origin, metadata):
        if isinstance(origin, _AnnotatedAlias):
            metadata = origin.__metadata__ + metadata
            origin = origin.__origin__
        super().__init__(origin, (origin,), "Annotated")
        self.__metadata__ = metadata

    def __repr__(self):
        return f"typing.Annotated[{_type_repr(self.__origin__)}, {', '.join(map(repr, self.__metadata__))}]"

    def copy_with(self, args):
        return _AnnotatedAlias(args[0], self.__metadata__)

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))


class Annotated:
    """`Annotated[T, x, ...]`: the type T, with metadata for tools that read it."""

    def __new__(cls, *args, **kwargs):
        raise TypeError("Type Annotated cannot be instantiated.")

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple) or len(params) < 2:
            raise TypeError(
                "Annotated[...] should be used with at least two arguments (a type and an annotation)."
            )
        origin = _type_check(params[0], "Annotated[t, ...]: t must be a type.")
        return _AnnotatedAlias(origin, tuple(params[1:]))


class _Generic:
    """A generic alias of a builtin or collection type: `typing.List`, `typing.Dict`, ..."""

    def __init__(self, origin, name, params=-1, instantiable=True):
        self.__origin__ = origin
        self._name = name
        self._params = params
        self._instantiable = instantiable

    def __repr__(self):
        return "typing." + self._name

    def __getitem__(self, params):
        params = params if isinstance(params, tuple) else (params,)
        if self._params >= 0 and len(params) != self._params:
            many = "many" if len(params) > self._params else "few"
            raise TypeError(f"Too {many} arguments for {self!r}; actual {len(params)}, expected {self._params}")
        params = tuple(
            param if param is ... else _type_check(param, "Parameters to generic types must be types.")
            for param in params
        )
        return _Alias(self.__origin__, params, self._name, instantiable=self._instantiable)

    def __call__(self, *args, **kwargs):
        if not self._instantiable:
            raise TypeError(f"Type {self._name} cannot be instantiated; use {self.__origin__.__name__}() instead")
        return self.__origin__(*args, **kwargs)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __instancecheck__(self, obj):
        return isinstance(obj, self.__origin__)

    def __subclasscheck__(self, cls):
        return issubclass(cls, self.__origin__)


def _render_tuple(alias):
    if not alias.__args__:
        return "typing.Tuple[()]"
    return "typing.Tuple[" + ", ".join(_type_repr(a) for a in alias.__args__) + "]"


class _TupleGeneric(_Generic):
    def __getitem__(self, params):
        params = params if isinstance(params, tuple) else (params,)
        params = tuple(param if param is ... else _type_check(param, "Tuple[t0, t1, ...]: each t must be a type.")
                       for param in params)
        return _Alias(tuple, params, "Tuple", _render_tuple, instantiable=False)


def _render_callable(alias):
    args = alias.__args__
    if len(args) == 2 and isinstance(args[0], ParamSpec):
        return f"typing.Callable[{_type_repr(args[0])}, {_type_repr(args[-1])}]"
    if args[0] is ...:
        return f"typing.Callable[..., {_type_repr(args[-1])}]"
    return "typing.Callable[[" + ", ".join(_type_repr(a) for a in args[:-1]) + f"], {_type_repr(args[-1])}]"


class _CallableGeneric(_Generic):
    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        arguments, result = params
        if isinstance(arguments, list):
            arguments = tuple(_type_check(a, "Callable[[arg, ...], result]: each arg must be a type.")
                              for a in arguments)
        elif arguments is not ...:
            arguments = (arguments,)
        else:
            arguments = (...,)
        result = _type_check(result, "Callable[args, result]: result must be a type.")
        return _Alias(self.__origin__, arguments + (result,), "Callable", _render_callable)


_abc = _collections.abc
List = _Generic(list, "List", 1, False)
Dict = _Generic(dict, "Dict", 2, False)
Set = _Generic(set, "Set", 1, False)
FrozenSet = _Generic(frozenset, "FrozenSet", 1, False)
Tuple = _TupleGeneric(tuple, "Tuple", -1, False)
Type = _Generic(type, "Type", 1, False)
DefaultDict = _Generic(_collections.defaultdict, "DefaultDict", 2)
OrderedDict = _Generic(_collections.OrderedDict, "OrderedDict", 2)
Counter = _Generic(_collections.Counter, "Counter", 1)
ChainMap = _Generic(_collections.ChainMap, "ChainMap", 2)
Deque = _Generic(_collections.deque, "Deque", 1)
Callable = _CallableGeneric(_abc.Callable, "Callable")
Iterable = _Generic(_abc.Iterable, "Iterable", 1)
Iterator = _Generic(_abc.Iterator, "Iterator", 1)
Generator = _Generic(_abc.Generator, "Generator", 3)
AsyncIterable = _Generic(_abc.AsyncIterable, "AsyncIterable", 1)
AsyncIterator = _Generic(_abc.AsyncIterator, "AsyncIterator", 1)
AsyncGenerator = _Generic(_abc.AsyncGenerator, "AsyncGenerator", 2)
Awaitable = _Generic(_abc.Awaitable, "Awaitable", 1)
Coroutine = _Generic(_abc.Coroutine, "Coroutine", 3)
Sequence = _Generic(_abc.Sequence, "Sequence", 1)
MutableSequence = _Generic(_abc.MutableSequence, "MutableSequence", 1)
Mapping = _Generic(_abc.Mapping, "Mapping", 2)
MutableMapping = _Generic(_abc.MutableMapping, "MutableMapping", 2)
AbstractSet = _Generic(_abc.Set, "AbstractSet", 1)
MutableSet = _Generic(_abc.MutableSet, "MutableSet", 1)
Collection = _Generic(_abc.Collection, "Collection", 1)
Container = _Generic(_abc.Container, "Container", 1)
Hashable = _Generic(_abc.Hashable, "Hashable", 0)
Sized = _Generic(_abc.Sized, "Sized", 0)
Reversible = _Generic(_abc.Reversible, "Reversible", 1)
KeysView = _Generic(_abc.KeysView, "KeysView", 1)
ValuesView = _Generic(_abc.ValuesView, "ValuesView", 1)
ItemsView = _Generic(_abc.ItemsView, "ItemsView", 2)
MappingView = _Generic(_abc.MappingView, "MappingView", 1)
ContextManager = _Generic(None, "ContextManager", 1)
AsyncContextManager = _Generic(None, "AsyncContextManager", 1)
Pattern = _Generic(None, "Pattern", 1)
Match = _Generic(None, "Match", 1)
Text = str


class TypeVar:
    """A type variable: `T = TypeVar("T")`, with optional constraints or a bound."""

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        self.__name__ = name
        self.__constraints__ = tuple(_type_check(c, "TypeVar(name, constraint, ...): constraints must be types.")
                                     for c in constraints)
        self.__bound__ = None if bound is None else _type_check(bound, "Bound must be a type.")
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)

    def __repr__(self):
        prefix = "+" if self.__covariant__ else "-" if self.__contravariant__ else "~"
        return prefix + self.__name__

    def __typing_subst__(self, arg):
        return _type_check(arg, "Parameters to generic types must be types.")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class ParamSpec:
    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name

    def __repr__(self):
        return "~" + self.__name__

    def __typing_subst__(self, arg):
        return arg


class TypeVarTuple:
    def __init__(self, name):
        self.__name__ = name

    def __repr__(self):
        return self.__name__


class Generic:
    """Base of user generic classes: `class Box(Generic[T])`."""

    def __class_getitem__(cls, params):
        params = params if isinstance(params, tuple) else (params,)
        if not params and cls is not Tuple:
            raise TypeError(f"Parameter list to {cls.__qualname__}[...] cannot be empty")
        if cls is Generic or cls is Protocol:
            if not all(isinstance(p, (TypeVar, ParamSpec)) for p in params):
                raise TypeError(
                    f"Parameters to {cls.__name__}[...] must all be type variables or parameter specification variables."
                )
            if len(set(params)) != len(params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be unique")
        else:
            expected = len(getattr(cls, "__parameters__", ()))
            if not expected:
                raise TypeError(f"{cls!r} is not a generic class")
            if len(params) != expected:
                many = "many" if len(params) > expected else "few"
                raise TypeError(f"Too {many} arguments for {cls!r}; actual {len(params)}, expected {expected}")
            params = _paramspec_values(cls.__parameters__, params)
        return _Alias(cls, params, cls.__qualname__, _render_user_generic)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        namespace = _class_dict(cls)
        if "__orig_bases__" in namespace:
            original = namespace["__orig_bases__"]
            error = Generic in original
        else:
            original = ()
            error = Generic in cls.__bases__ and cls.__name__ != "Protocol" and not _is_typed_dict(cls)
        if error:
            raise TypeError("Cannot inherit from plain Generic")
        declared = [base for base in original if isinstance(base, _Alias) and base.__origin__ is Generic]
        if len(declared) > 1:
            raise TypeError("Cannot inherit from Generic[...] multiple times.")
        parameters = _type_vars(original)
        if declared:
            missing = [var for var in parameters if var not in declared[0].__parameters__]
            if missing:
                names = ", ".join(str(var) for var in missing)
                listed = ", ".join(str(var) for var in declared[0].__parameters__)
                raise TypeError(f"Some type variables ({names}) are not listed in Generic[{listed}]")
            parameters = declared[0].__parameters__
        cls.__parameters__ = parameters


def _render_user_generic(alias):
    origin = alias.__origin__
    name = f"typing.{origin.__qualname__}" if origin is Generic or origin is Protocol else _type_repr(origin)
    return name + "[" + ", ".join(_type_repr(a) for a in alias.__args__) + "]"


_TYPING_INTERNALS = {"__parameters__", "__orig_bases__", "__orig_class__", "_is_protocol", "_is_runtime_protocol",
                     "__final__", "__qualname__"}
_SPECIAL_NAMES = {"__abstractmethods__", "__annotations__", "__dict__", "__doc__", "__init__", "__module__",
                  "__new__", "__slots__", "__subclasshook__", "__weakref__", "__class_getitem__"}


def _class_dict(cls):
    """A class's own namespace (empty for the builtin types, whose `__dict__` Garter hides)."""
    return getattr(cls, "__dict__", {})


def _protocol_attrs(cls):
    """The members a protocol class asks for: what its protocol classes define or annotate."""
    attrs = []
    for base in cls.__mro__[:-1]:
        if base.__name__ in ("Protocol", "Generic"):
            continue
        namespace = _class_dict(base)
        annotations = namespace.get("__annotations__", {})
        for attr in list(namespace) + list(annotations):
            excluded = attr in _TYPING_INTERNALS or attr in _SPECIAL_NAMES or attr.startswith("_abc_")
            if not excluded and attr not in attrs:
                attrs.append(attr)
    return attrs


def _callable_members_only(cls):
    return all(callable(getattr(cls, attr, None)) for attr in _protocol_attrs(cls))


class _ProtocolMeta(_ABCMeta):
    """The metaclass of protocols: isinstance() against a runtime-checkable protocol looks at
    the object's members instead of its classes."""

    def __instancecheck__(cls, instance):
        is_protocol = getattr(cls, "_is_protocol", False)
        if is_protocol and not getattr(cls, "_is_runtime_protocol", False):
            raise TypeError("Instance and class checks can only be used with @runtime_checkable protocols")
        if (not is_protocol or _callable_members_only(cls)) and cls in type(instance).__mro__:
            return True
        if is_protocol:
            for attr in _protocol_attrs(cls):
                if not hasattr(instance, attr):
                    break
                if callable(getattr(cls, attr, None)) and getattr(instance, attr) is None:
                    break
            else:
                return True
        return cls in type(instance).__mro__ or any(
            issubclass(type(instance), registered) for registered in cls._abc_registry
        )


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base of structural types: a class with the protocol's members matches it."""

    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if not cls.__dict__.get("_is_protocol", False):
            cls._is_protocol = any(base is Protocol for base in cls.__bases__)
        if not cls._is_protocol:
            return
        for base in cls.__bases__:
            if not (base in (object, Generic) or issubclass(base, Generic) and base._is_protocol):
                raise TypeError(f"Protocols can only inherit from other protocols, got {base!r}")

    def __init__(self, *args, **kwargs):
        if type(self)._is_protocol:
            raise TypeError("Protocols cannot be instantiated")

    @classmethod
    def __subclasshook__(cls, other):
        if not cls.__dict__.get("_is_protocol", False):
            return NotImplemented
        if not getattr(cls, "_is_runtime_protocol", False):
            raise TypeError("Instance and class checks can only be used with @runtime_checkable protocols")
        if not _callable_members_only(cls):
            raise TypeError("Protocols with non-method members don't support issubclass()")
        if not isinstance(other, type):
            raise TypeError("issubclass() arg 1 must be a class")
        for attr in _protocol_attrs(cls):
            for base in other.__mro__:
                namespace = _class_dict(base)
                if attr in namespace:
                    if namespace[attr] is None:
                        return NotImplemented
                    break
            else:
                return NotImplemented
        return True


def runtime_checkable(cls):
    if not issubclass(cls, Generic) or not getattr(cls, "_is_protocol", False):
        raise TypeError(f"@runtime_checkable can be only applied to protocol classes, got {cls!r}")
    cls._is_runtime_protocol = True
    return cls


def get_origin(tp):
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_Alias, _Generic, _GenericAlias)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    if isinstance(tp, _UnionType):
        return _UnionType
    return None


def get_args(tp):
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, (_Alias, _GenericAlias)):
        args = tp.__args__
        if tp.__origin__ is _abc.Callable and args and args[0] is not ...:
            return (list(args[:-1]), args[-1])
        return args
    if isinstance(tp, _UnionType):
        return tp.__args__
    return ()


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """The annotations of a class (and its bases) or function, with forward references
    resolved against the given namespaces, the classes involved, typing and the builtins."""
    return _type_hints(obj, globalns, localns, include_extras, globals())


def _is_typed_dict(cls):
    return type(cls).__name__ == "_TypedDictMeta"


_NamedTupleBase = _make_named_tuple_base(_type_check)
_TypedDictBase = _make_typed_dict_base(get_origin, get_args, Annotated, Required, NotRequired, _type_check)


class _NamedTupleFactory:
    """`NamedTuple`: called, it makes a namedtuple class; as a base, it stands for the class
    whose metaclass turns a class body's annotations into fields."""

    def __call__(self, typename, fields=None, /, **kwargs):
        if fields is None:
            fields = list(kwargs.items())
        elif kwargs:
            raise TypeError("Either list of fields or keywords can be provided to NamedTuple, not both")
        return _NamedTupleBase._build(typename, fields, [], "__main__")

    def __mro_entries__(self, bases):
        return (_NamedTupleBase,)

    def __repr__(self):
        return "<function NamedTuple>"


NamedTuple = _NamedTupleFactory()


class _TypedDictFactory:
    """`TypedDict`: called, it makes a TypedDict class; as a base, it stands for the class
    whose metaclass collects the keys."""

    def __call__(self, typename, fields=None, /, *, total=True, **kwargs):
        namespace = {"__annotations__": dict(fields if fields is not None else kwargs), "__module__": "__main__"}
        return type(_TypedDictBase)(typename, (_TypedDictBase,), namespace, total=total)

    def __mro_entries__(self, bases):
        return (_TypedDictBase,)

    def __repr__(self):
        return "<function TypedDict>"


TypedDict = _TypedDictFactory()


def is_typeddict(tp):
    return _is_typed_dict(tp) and tp is not _TypedDictBase


AnyStr = TypeVar("AnyStr", bytes, str)
