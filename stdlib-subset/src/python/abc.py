"""Abstract base classes, as CPython 3.11's abc module: `ABCMeta` (abstract methods recorded so
a class cannot be instantiated while any remain, `register()` for virtual subclasses, which are
also virtual subclasses of the class's bases, `__subclasshook__`), `ABC`,
`update_abstractmethods`, and `abstractmethod` with its class, static and property forms."""


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
    """The names of `cls`'s methods that are abstract and not overridden."""
    names = set()
    for klass in cls.__mro__:
        if isinstance(klass, ABCMeta):
            names.update(getattr(klass, "__abstractmethods__", ()))
    names.update(name for name, value in cls.__dict__.items() if _is_abstract(value))
    return frozenset(name for name in names if _is_abstract(getattr(cls, name, None)))


class ABCMeta(type):
    """The metaclass of abstract base classes."""

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _abstract_methods(cls)
        cls._abc_registry = []
        cls._abc_subclasses = []
        for base in bases:
            if isinstance(base, ABCMeta):
                base._abc_subclasses.append(cls)
        return cls

    def register(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.append(subclass)
        return subclass

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("issubclass() arg 1 must be a class")
        hook = getattr(cls, "__subclasshook__", None)
        if hook is not None:
            ok = hook(subclass)
            if ok is not NotImplemented:
                return bool(ok)
        if cls in subclass.__mro__:
            return True
        if any(issubclass(subclass, registered) for registered in cls._abc_registry):
            return True
        return any(issubclass(subclass, scls) for scls in cls._abc_subclasses)


class ABC(metaclass=ABCMeta):
    """A base for abstract classes: its subclasses get ABCMeta as their metaclass."""

    __slots__ = ()

    @classmethod
    def __subclasshook__(cls, subclass):
        return NotImplemented


def update_abstractmethods(cls):
    """Recomputes `cls.__abstractmethods__` after methods were added to or removed from it."""
    if hasattr(cls, "__abstractmethods__"):
        cls.__abstractmethods__ = _abstract_methods(cls)
    return cls


def get_cache_token():
    return 0
