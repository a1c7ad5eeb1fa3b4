from typing import Any, Optional, Union, List, Dict, Tuple, Callable, Literal, TypeVar, Generic, NamedTuple, TypedDict, cast, Iterable, Sequence, ClassVar, Protocol, overload, get_type_hints, Annotated, Final, Set, Type, Iterator
import typing
print(Optional[int], Union[int, str], Union[int, None, str], Union[int], List[int], Dict[str, Any], Tuple[int, ...])
print(Literal["a", 1], Callable, Optional[List[Dict[str, int]]], typing.Any, Union[int, Union[str, float]])
print(Optional[int] == Union[int, None], Annotated[int, "meta"], Final[int], ClassVar[int], Type[str], Set[bytes])
T = TypeVar("T")
K = TypeVar("K", bound=str)
print(T, K, typing.AnyStr)
class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item
print(Box(3).item, Box[int], Box.__mro__[1].__name__)
class Point(NamedTuple):
    x: int
    y: int = 0
    def norm(self) -> int:
        return abs(self.x) + abs(self.y)
p = Point(3, -4)
print(p, p.norm(), p._asdict(), p._replace(y=1), Point._fields, Point._field_defaults, isinstance(p, tuple), p == (3, -4))
try:
    Point()
except TypeError as e:
    print(e)
Emp = NamedTuple("Emp", [("name", str), ("id", int)])
print(Emp("a", 1))
class Movie(TypedDict):
    name: str
    year: int
m = Movie(name="Blade Runner", year=1982)
print(m, type(m).__name__, Movie.__annotations__, Movie.__total__)
class Partial(TypedDict, total=False):
    note: str
print(Partial(), Partial.__total__, sorted(Partial.__optional_keys__))
Alt = TypedDict("Alt", {"a": int})
print(Alt(a=1))
print(cast(int, "x"), cast("List[int]", [1]))
def f(x: Optional[int] = None) -> List[str]:
    return [str(x)]
print(f(), typing.get_origin(List[int]), typing.get_args(Dict[str, int]), typing.get_args(int))
class P(Protocol):
    def meth(self) -> int: ...
@overload
def g(x: int) -> int: ...
def g(x):
    return x
print(g(2), typing.TYPE_CHECKING)
class C:
    a: int
    b: "str" = "x"
print(get_type_hints(C))
print(Optional[int] | None, int | None, str | int | None)
