"""The typing names that do little at run time: `cast`, `assert_type`, `assert_never`,
`reveal_type`, `overload` with its registry (`get_overloads`, `clear_overloads`), `final`,
`no_type_check` (with `no_type_check_decorator`), `dataclass_transform` and `NewType`, as
CPython 3.11's typing has them; and `type_repr`, how typing shows the arguments of an alias."""

# What is defined here shows `typing` as its `__module__`, as CPython's does.
__name__ = "typing"


def cast(typ, val):
    return val


def assert_type(val, typ):
    return val


def assert_never(arg):
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + "..."
    raise AssertionError(f"Expected code to be unreachable, but got: {value}")


def reveal_type(obj):
    return obj


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        "You should not call an overloaded function. A series of @overload-decorated functions outside a stub "
        "module should always be followed by an implementation that is not @overload-ed."
    )


_overloads = {}


def _overload_key(func):
    func = getattr(func, "__func__", func)
    return getattr(func, "__module__", None), getattr(func, "__qualname__", None)


def overload(func):
    _overloads.setdefault(_overload_key(func), []).append(func)
    return _overload_dummy


def get_overloads(func):
    return list(_overloads.get(_overload_key(func), []))


def clear_overloads():
    _overloads.clear()


def final(f):
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def no_type_check(arg):
    return arg


def no_type_check_decorator(decorator):
    import functools

    @functools.wraps(decorator)
    def wrapped_decorator(*args, **kwds):
        return no_type_check(decorator(*args, **kwds))

    return wrapped_decorator


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False, field_specifiers=(), **kwargs):
    """Marks a decorator, base class or metaclass as making dataclass-like classes: records its
    arguments in `__dataclass_transform__`."""

    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            "eq_default": eq_default,
            "order_default": order_default,
            "kw_only_default": kw_only_default,
            "field_specifiers": field_specifiers,
            "kwargs": kwargs,
        }
        return cls_or_fn

    return decorator


class NewType:
    """`UserId = NewType("UserId", int)`: a distinct name for a type; calling it returns its
    argument unchanged."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        if "." in name:
            name = name.rpartition(".")[-1]
        self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = "__main__"

    def __mro_entries__(self, bases):
        superclass_name = self.__name__

        class Refused:
            """A base whose subclasses fail as they are made, naming themselves."""

            def __init_subclass__(cls):
                name = cls.__name__
                raise TypeError(
                    f"Cannot subclass an instance of NewType. Perhaps you were looking for: "
                    f"`{name} = NewType({name!r}, {superclass_name})`"
                )

        return (Refused,)

    def __repr__(self):
        return f"{self.__module__}.{self.__qualname__}"

    def __call__(self, x):
        return x

    def __or__(self, other):
        from typing import Union

        return Union[self, other]

    def __ror__(self, other):
        from typing import Union

        return Union[other, self]


def type_repr(obj):
    """How CPython's typing shows an argument of an alias."""
    if isinstance(obj, type(list[int])):
        return repr(obj)
    if isinstance(obj, type):
        if obj.__module__ == "builtins":
            return obj.__qualname__
        return f"{obj.__module__}.{obj.__qualname__}"
    if obj is ...:
        return "..."
    if type(obj).__name__ == "function":
        return obj.__name__
    return repr(obj)
