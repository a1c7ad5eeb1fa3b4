"""Abstract base classes, as CPython 3.11's abc module: `ABC`, `abstractmethod` (and the
abstract class, static and property forms), and the TypeError on instantiating a class that
leaves abstract methods unimplemented (checked by `ABC.__new__`). `ABCMeta` is accepted as a
metaclass but adds no checks: derive from `ABC` for them."""


def abstractmethod(funcobj):
    funcobj.__isabstractmethod__ = True
    return funcobj


def abstractclassmethod(callable):
    return classmethod(abstractmethod(callable))


def abstractstaticmethod(callable):
    return staticmethod(abstractmethod(callable))


def abstractproperty(fget=None, fset=None, fdel=None, doc=None):
    return property(abstractmethod(fget), fset, fdel, doc)


def _is_abstract(value):
    if getattr(value, "__isabstractmethod__", False):
        return True
    if isinstance(value, property):
        return getattr(value.fget, "__isabstractmethod__", False)
    return getattr(getattr(value, "__func__", None), "__isabstractmethod__", False)


def _abstract_methods(cls):
    names = set()
    for klass in reversed(cls.__mro__):
        if klass is object:
            continue
        for name, value in klass.__dict__.items():
            if _is_abstract(value):
                names.add(name)
            else:
                names.discard(name)
    return frozenset(name for name in names if _is_abstract(getattr(cls, name, None)))


# Garter has no metaclasses: `metaclass=ABCMeta` is accepted and makes an ordinary class.
ABCMeta = type


class ABC:
    """Classes deriving from ABC cannot be instantiated while an abstract method remains."""

    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        abstract = _abstract_methods(cls)
        if abstract:
            names = sorted(abstract)
            plural = "s" if len(names) > 1 else ""
            raise TypeError(
                f"Can't instantiate abstract class {cls.__name__} with abstract method{plural} {', '.join(names)}"
            )
        return object.__new__(cls)


def get_cache_token():
    return 0
