"""typing's TypeVar, ParamSpec, NewType, Generic subscription and special forms at run time:
reprs, attributes, the errors for invalid parameters, and aliases substituted with types."""
from typing import (Any, Callable, ClassVar, Dict, Final, Generic, List, NewType, NoReturn, Optional, ParamSpec,
                    Tuple, TypeVar, Union)


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


T = TypeVar("T")
K = TypeVar("K", str, bytes)
N = TypeVar("N", bound=int)
Co = TypeVar("Co", covariant=True)
Contra = TypeVar("Contra", contravariant=True)
P = ParamSpec("P")
print(T, K, N, Co, Contra, P, T.__name__, K.__constraints__, N.__bound__, Co.__covariant__, Contra.__contravariant__)
print(T.__bound__, T.__constraints__, K.__bound__, T == T, T == TypeVar("T"), hash(T) == hash(T))
attempt("bivariant", lambda: TypeVar("B", covariant=True, contravariant=True))
attempt("single constraint", lambda: TypeVar("S", int))
attempt("constraints and bound", lambda: TypeVar("S", int, str, bound=int))
attempt("call TypeVar", lambda: T(3))
UserId = NewType("UserId", int)
Name = NewType("Name", str)
print(UserId, UserId(5), UserId(5) == 5, type(UserId(5)).__name__, UserId.__supertype__, Name.__name__, Name("x"))
print(Optional[UserId], List[UserId], UserId | None)
attempt("subclass NewType with type()", lambda: type("Sub", (UserId,), {}))


def subclass_new_type():
    class Sub(UserId):
        pass


attempt("subclass NewType", subclass_new_type)
Pair = Tuple[T, T]
Mapping_ = Dict[str, T]
Func = Callable[[T], List[T]]
print(Pair, Pair[int], Mapping_[float], Func, Func[str], Union[T, None][int], Optional[List[T]][str])
print(List[T].__parameters__, Dict[K, T].__parameters__, Pair[int].__parameters__, Func.__parameters__)
attempt("too many for Pair", lambda: Pair[int, str])
attempt("subscript concrete", lambda: List[int][str])
print(Any, NoReturn, ClassVar[int], Final[str], Union[int, Any], Optional[Any])
attempt("ClassVar of ClassVar", lambda: List[ClassVar[int]])
attempt("bare Final arg", lambda: List[Final])
attempt("Generic bare", lambda: Generic[T, 3])


class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item


class Labeled(Box[str], Generic[T]):
    pass


print(Box[int], Box[int](3).item, Box.__parameters__, Labeled.__parameters__, Labeled.__mro__[1].__name__)
print(Box[Optional[int]], Box[List[T]][str], Box[int] == Box[int], Box[int] != Box[str])
attempt("Box[int, str]", lambda: Box[int, str])


def missing_type_variable():
    class Bad(Box[T], Generic[K]):
        pass


attempt("missing typevar", missing_type_variable)
