"""abc in detail: virtual subclasses through register() (also as a decorator), __subclasshook__
answers, the abstract-method message listing names in order, abstract properties and class
methods, update_abstractmethods, and ABCs from collections.abc checked by structure."""
import abc
import collections.abc as cabc


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self):
        ...

    @abc.abstractmethod
    def perimeter(self):
        ...

    @property
    @abc.abstractmethod
    def name(self):
        ...

    @classmethod
    @abc.abstractmethod
    def unit(cls):
        ...

    def describe(self):
        return f"{self.name}: {self.area()}"


print(sorted(Shape.__abstractmethods__))
attempt("instantiate", lambda: Shape())


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2

    def perimeter(self):
        return 4 * self.side

    @property
    def name(self):
        return "square"


attempt("one left", lambda: Square(2))


class FullSquare(Square):
    @classmethod
    def unit(cls):
        return "cm"


print(FullSquare(3).describe(), FullSquare.unit(), FullSquare.__abstractmethods__, isinstance(FullSquare(1), Shape))


@Shape.register
class Blob:
    pass


print(isinstance(Blob(), Shape), issubclass(Blob, Shape), Blob.__mro__[-1].__name__, Shape.register(int) is int)
print(issubclass(bool, Shape), isinstance(True, Shape), issubclass(str, Shape))
attempt("register non-class", lambda: Shape.register(3))


class Closeable(abc.ABC):
    @classmethod
    def __subclasshook__(cls, other):
        if cls is Closeable:
            return any("close" in vars(klass) for klass in other.__mro__ if hasattr(klass, "__dict__"))
        return NotImplemented


class File:
    def close(self):
        pass


class Sub(Closeable):
    pass


print(isinstance(File(), Closeable), issubclass(int, Closeable), issubclass(Sub, Closeable), isinstance(Sub(), Sub))


class Meta(abc.ABCMeta):
    pass


class WithMeta(metaclass=Meta):
    @abc.abstractmethod
    def run(self):
        ...


attempt("custom ABCMeta", lambda: WithMeta())
print(type(Shape).__name__, isinstance(Shape, abc.ABCMeta), abc.ABC.__abstractmethods__ == frozenset(), Shape.area.__isabstractmethod__)


class Later(abc.ABC):
    @abc.abstractmethod
    def f(self):
        ...


class Impl(Later):
    pass


Impl.f = lambda self: 1
print(sorted(Impl.__abstractmethods__), sorted(abc.update_abstractmethods(Impl).__abstractmethods__), Impl().f())


class Bag:
    def __len__(self):
        return 0

    def __iter__(self):
        return iter(())

    def __contains__(self, item):
        return False


print(isinstance(Bag(), cabc.Sized), isinstance(Bag(), cabc.Collection), isinstance(Bag(), cabc.Sequence), isinstance([], cabc.MutableSequence))
print(isinstance({}, cabc.Mapping), isinstance({}.keys(), cabc.Set), isinstance(range(3), cabc.Sequence), isinstance("s", cabc.Hashable))
print(issubclass(list, cabc.Hashable), isinstance(iter([]), cabc.Iterator), isinstance((x for x in ()), cabc.Generator), isinstance(len, cabc.Callable))
