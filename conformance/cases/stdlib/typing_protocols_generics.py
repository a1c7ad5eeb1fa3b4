from typing import Generic, Protocol, TypeVar, runtime_checkable

T = TypeVar("T")


class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: list = []

    def push(self, item: T) -> None:
        self.items.append(item)

    def pop(self) -> T:
        if not self.items:
            raise IndexError("pop from empty stack")
        return self.items.pop()


s = Stack[int]()
s.push(1)
s.push(2)
print(s.pop(), s.pop())
try:
    s.pop()
except IndexError as e:
    print("IndexError", e)


@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...


class File:
    def close(self):
        return "closed"


print(isinstance(3, Closable))


class NotRuntime(Protocol):
    def run(self) -> None: ...


print(T.__name__, repr(T))
