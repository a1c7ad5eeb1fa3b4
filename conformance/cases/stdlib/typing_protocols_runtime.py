"""typing.Protocol at run time: @runtime_checkable isinstance() checks by members, issubclass()
for method-only protocols, the errors for other uses, and generic classes."""
from typing import Generic, Iterator, Protocol, Sized, TypeVar, runtime_checkable


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...


@runtime_checkable
class Named(Protocol):
    name: str


@runtime_checkable
class Resource(Closable, Protocol):
    def open(self) -> None: ...


class SupportsLen(Protocol):
    def __len__(self) -> int: ...


class File:
    def close(self):
        return "closed"


class Socket:
    def open(self):
        return "open"

    def close(self):
        return "closed"


class Person:
    def __init__(self):
        self.name = "ada"


class Blocked:
    close = None


print(isinstance(File(), Closable), isinstance(3, Closable), isinstance(Socket(), Resource), isinstance(File(), Resource))
print(isinstance(Person(), Named), isinstance(File(), Named), isinstance(Blocked(), Closable), isinstance([], Closable))
attempt("non-runtime isinstance", lambda: isinstance(File(), SupportsLen))
attempt("non-runtime issubclass", lambda: issubclass(File, SupportsLen))
attempt("issubclass method protocol", lambda: issubclass(File, Closable))
attempt("issubclass missing", lambda: issubclass(int, Closable))
attempt("issubclass blocked", lambda: issubclass(Blocked, Closable))
attempt("issubclass data protocol", lambda: issubclass(Person, Named))
attempt("issubclass non-class", lambda: issubclass(File(), Closable))
attempt("instantiate protocol", lambda: Closable())


class Implicit(Closable):
    pass


class Explicit(Closable):
    def close(self):
        return "explicit"


print(isinstance(Implicit(), Closable), Explicit().close(), issubclass(Explicit, Closable), Implicit._is_protocol)
attempt("runtime_checkable on a plain class", lambda: runtime_checkable(File))
attempt("protocol from a plain class", lambda: type("Bad", (File, Protocol), {}))

T = TypeVar("T")
K = TypeVar("K")


class Stack(Generic[T]):
    def __init__(self):
        self.items = []

    def push(self, item: T) -> None:
        self.items.append(item)


class Pair(Generic[K, T]):
    pass


s = Stack[int]()
s.push(1)
print(s.items, Stack[int], Pair[str, int], Stack.__parameters__, Pair.__parameters__, Stack[int] == Stack[int])
print(s.__orig_class__ if hasattr(s, "__orig_class__") else "-", Stack.__mro__[1].__name__)
attempt("Stack[int, str]", lambda: Stack[int, str])
attempt("plain Generic base", lambda: type("G", (Generic,), {}))
attempt("Generic[int]", lambda: Generic[int])
attempt("Generic[T, T]", lambda: Generic[T, T])
attempt("File[int]", lambda: Stack[int][str])


@runtime_checkable
class Sizable(Protocol[T]):
    def __len__(self) -> int: ...


print(isinstance([1], Sizable), isinstance(3, Sizable), Sizable[int], isinstance([], Sized), isinstance(iter([]), Iterator))
