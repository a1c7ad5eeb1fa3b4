"""The typing_extensions package as a program running on CPython 3.11 sees it: the names
3.11's typing already has are typing's own objects, and the newer helpers are defined here:
`override`, `deprecated`, `dataclass_transform` (with 3.12's `frozen_default`), `get_original_bases`,
`is_protocol`, `get_protocol_members`, the `Supports*` protocols and the `TypeIs` and
`ReadOnly` forms. Other forms newer than 3.11 (`TypeAliasType`, `TypeForm`, ...) and the `IO`
classes are not here."""

import abc
import functools
import typing
import warnings
from types import MethodType
from typing import (
    TYPE_CHECKING,
    AbstractSet,
    Annotated,
    Any,
    AnyStr,
    AsyncContextManager,
    AsyncGenerator,
    AsyncIterable,
    AsyncIterator,
    Awaitable,
    Callable,
    ChainMap,
    ClassVar,
    Collection,
    Concatenate,
    Container,
    ContextManager,
    Coroutine,
    Counter,
    DefaultDict,
    Deque,
    Dict,
    Final,
    ForwardRef,
    FrozenSet,
    Generator,
    Generic,
    Hashable,
    ItemsView,
    Iterable,
    Iterator,
    KeysView,
    List,
    Literal,
    LiteralString,
    Mapping,
    MappingView,
    Match,
    MutableMapping,
    MutableSequence,
    MutableSet,
    NamedTuple,
    Never,
    NewType,
    NoReturn,
    NotRequired,
    Optional,
    OrderedDict,
    ParamSpec,
    Pattern,
    Protocol,
    Required,
    Reversible,
    Self,
    Sequence,
    Set,
    Sized,
    Text,
    Tuple,
    Type,
    TypeAlias,
    TypedDict,
    TypeGuard,
    TypeVar,
    TypeVarTuple,
    Union,
    Unpack,
    ValuesView,
    assert_never,
    assert_type,
    cast,
    clear_overloads,
    final,
    get_args,
    get_origin,
    get_overloads,
    get_type_hints,
    is_typeddict,
    no_type_check,
    overload,
    reveal_type,
    runtime_checkable,
)

runtime = runtime_checkable


class _ExtensionForm(typing._Form):
    """A special form typing_extensions adds, shown under its name."""

    def __repr__(self):
        return "typing_extensions." + self._name


def _single(label):
    """The subscription of a form that takes exactly one type, `label` naming it in errors."""

    def make(form, params):
        if len(params) != 1:
            raise TypeError(f"{label} accepts only a single type. Got {params!r}.")
        return typing._Alias(form, params, form._name, lambda alias: f"{form!r}[{typing._type_repr(params[0])}]")

    return make


TypeIs = _ExtensionForm("TypeIs", _single("typing_extensions.TypeIs"))
ReadOnly = _ExtensionForm("ReadOnly", _single("ReadOnly"))


def override(arg, /):
    """Marks a method as overriding one of a base class: sets `__override__` where it can."""
    try:
        arg.__override__ = True
    except (AttributeError, TypeError):
        pass
    return arg


def dataclass_transform(
    *, eq_default=True, order_default=False, kw_only_default=False, frozen_default=False, field_specifiers=(), **kwargs
):
    """Marks a decorator, base class or metaclass as making dataclass-like classes: records its
    arguments in `__dataclass_transform__`."""

    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            "eq_default": eq_default,
            "order_default": order_default,
            "kw_only_default": kw_only_default,
            "frozen_default": frozen_default,
            "field_specifiers": field_specifiers,
            "kwargs": kwargs,
        }
        return cls_or_fn

    return decorator


class deprecated:
    """`@deprecated("message")`: calling the function, or making an instance or a subclass of
    the class, warns with `category` (DeprecationWarning); `__deprecated__` holds the message."""

    def __init__(self, message, /, *, category=DeprecationWarning, stacklevel=1):
        if not isinstance(message, str):
            raise TypeError(f"Expected an object of type str for 'message', not {type(message).__name__!r}")
        self.message = message
        self.category = category
        self.stacklevel = stacklevel

    def __call__(self, arg, /):
        msg = self.message
        category = self.category
        stacklevel = self.stacklevel
        if category is None:
            arg.__deprecated__ = msg
            return arg
        if isinstance(arg, type):
            self._wrap_class(arg)
            arg.__deprecated__ = msg
            return arg
        if callable(arg):

            @functools.wraps(arg)
            def wrapper(*args, **kwargs):
                warnings.warn(msg, category=category, stacklevel=stacklevel + 1)
                return arg(*args, **kwargs)

            arg.__deprecated__ = wrapper.__deprecated__ = msg
            return wrapper
        raise TypeError(f"@deprecated decorator with non-None category must be applied to a class or callable, not {arg!r}")

    def _wrap_class(self, cls):
        """Makes instantiating `cls` itself, and subclassing it, warn."""
        msg = self.message
        category = self.category
        stacklevel = self.stacklevel
        original_new = cls.__new__

        @functools.wraps(original_new)
        def __new__(klass, /, *args, **kwargs):
            if klass is cls:
                warnings.warn(msg, category=category, stacklevel=stacklevel + 1)
            if original_new is not object.__new__:
                return original_new(klass, *args, **kwargs)
            if klass.__init__ is object.__init__ and (args or kwargs):
                raise TypeError(f"{klass.__name__}() takes no arguments")
            return original_new(klass)

        cls.__new__ = staticmethod(__new__)
        original_init_subclass = cls.__init_subclass__
        function = original_init_subclass.__func__ if isinstance(original_init_subclass, MethodType) else None

        @functools.wraps(original_init_subclass)
        def __init_subclass__(klass, *args, **kwargs):
            warnings.warn(msg, category=category, stacklevel=stacklevel + 1)
            if function is not None:
                return function(klass, *args, **kwargs)
            return original_init_subclass(*args, **kwargs)

        cls.__init_subclass__ = classmethod(__init_subclass__)


def get_original_bases(cls, /):
    """The bases a class statement named (`Generic[T]`, `list[str]`), before they became
    classes."""
    try:
        return cls.__dict__.get("__orig_bases__", cls.__bases__)
    except AttributeError:
        raise TypeError(f"Expected an instance of type, not {type(cls).__name__!r}") from None


def is_protocol(tp, /):
    """Whether `tp` is a protocol class (not `Protocol` itself)."""
    return isinstance(tp, type) and bool(getattr(tp, "_is_protocol", False)) and tp is not Protocol


def get_protocol_members(tp, /):
    """The names of the members a protocol class asks for."""
    if not is_protocol(tp):
        raise TypeError(f"{tp!r} is not a Protocol")
    return frozenset(typing._protocol_attrs(tp))


@runtime_checkable
class SupportsInt(Protocol):
    __slots__ = ()

    @abc.abstractmethod
    def __int__(self):
        pass


@runtime_checkable
class SupportsFloat(Protocol):
    __slots__ = ()

    @abc.abstractmethod
    def __float__(self):
        pass


@runtime_checkable
class SupportsComplex(Protocol):
    __slots__ = ()

    @abc.abstractmethod
    def __complex__(self):
        pass


@runtime_checkable
class SupportsBytes(Protocol):
    __slots__ = ()

    @abc.abstractmethod
    def __bytes__(self):
        pass


@runtime_checkable
class SupportsIndex(Protocol):
    __slots__ = ()

    @abc.abstractmethod
    def __index__(self):
        pass


@runtime_checkable
class SupportsAbs(Protocol):
    __slots__ = ()

    @abc.abstractmethod
    def __abs__(self):
        pass


@runtime_checkable
class SupportsRound(Protocol):
    __slots__ = ()

    @abc.abstractmethod
    def __round__(self, ndigits=0):
        pass
