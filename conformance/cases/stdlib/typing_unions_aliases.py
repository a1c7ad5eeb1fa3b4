"""typing unions and aliases: equality regardless of order, `int | str` against Union,
get_origin/get_args, `list[int]` aliases, and isinstance() with each kind of alias."""
import typing
from typing import (Annotated, Any, Callable, ClassVar, Dict, Iterable, List, Literal, Mapping, Optional,
                    Sequence, Tuple, TypeVar, Union, get_args, get_origin)


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


print(Union[int, str] == Union[str, int], Optional[int] == Union[int, None], int | str == Union[int, str])
print(Union[int, str] == Union[int, str, int], hash(Union[int, str]) == hash(Union[str, int]))
print(Union[str, int] == int | str, Optional[int] == int | None, (int | str) == (str | int), Union[int, str] != int)
print(repr(int | str), repr(Union[int, str]), repr(Optional[str]), repr(int | None), repr(Union[None, int]))
print(Union[str, None, int], Optional[Optional[int]], Union[int], Union[int, Union[str, float]], Union[int, str | None])
print(Union[int, str] | None, Optional[int] | str, int | List[str], str(Union[int, str]), Union[int, str].__args__)
print(get_origin(Union[int, str]), get_args(Union[int, str]), get_origin(int | str), get_args(int | None))
print(get_origin(List[int]), get_args(List[int]), get_origin(list[int]), get_args(list[int]))
print(get_origin(Dict[str, int]), get_args(Dict[str, int]), get_args(dict[str, list[int]]), get_args(List))
print(get_origin(Literal[1, 2]), get_args(Literal[1, 2]), get_origin(int), get_args(int), get_origin(List))
print(get_args(Callable[[int], str]), get_args(Callable[..., str]), get_origin(Callable[[int], str]))
print(get_origin(Annotated[int, "x"]), get_args(Annotated[int, "x"]), get_origin(Tuple[int, ...]), get_args(Tuple[int, ...]))
print(get_origin(ClassVar[int]), get_origin(Optional[int]), get_args(Optional[int]), get_origin(typing.Generic))
print(get_origin(Iterable[int]), get_origin(Sequence[str]), get_args(Mapping[str, int]))
print(repr(list[int]), repr(dict[str, list[int]]), repr(tuple[int, ...]), repr(tuple[()]), repr(type[int]))
print(list[int] == list[int], list[int] == list, list[int] == List[int], list[int]([1, 2]), list[int] | None)
print(type(list[int]), list[int].__origin__, dict[str, int].__args__, hash(list[int]) == hash(list[int]))
print(Callable[[int, str], bool], Callable[..., bool], Tuple[()], Tuple[int, ...], Dict[str, List[int]])
print(Literal["a", 1], Literal[1, 1, 2], Literal[Literal[1, 2], 3], Literal[1] == Literal[True])
print(Literal[1, 2] == Literal[2, 1], Literal["x"] == Literal["x"], Annotated[Annotated[int, 1], 2])
print(Annotated[int, 1, "x"].__metadata__, Annotated[int, 1].__origin__, typing.Annotated, ClassVar[int])
print(Union["Node", int], Optional["Node"], List["Node"], list["Node"], typing.ForwardRef("X") == typing.ForwardRef("X"))


class Node(list[int]):
    pass


print(Node.__mro__, Node([1, 2]))
T = TypeVar("T")
print(List[T], List[T][int], Dict[str, T][float], typing.Iterable[T].__parameters__)
attempt("isinstance list[int]", lambda: isinstance([], list[int]))
attempt("issubclass list[int]", lambda: issubclass(list, list[int]))
attempt("isinstance (int, list[int])", lambda: isinstance(3, (int, list[int])))
attempt("isinstance (list[int], int)", lambda: isinstance(3, (list[int], int)))
attempt("isinstance List[int]", lambda: isinstance([], List[int]))
attempt("isinstance Union", lambda: isinstance(3, Union[int, str]))
attempt("isinstance Optional None", lambda: isinstance(None, Optional[int]))
attempt("isinstance Optional str", lambda: isinstance("x", Optional[int]))
attempt("isinstance int|str", lambda: isinstance("a", int | str))
attempt("issubclass Union", lambda: issubclass(bool, Union[int, str]))
attempt("isinstance List", lambda: isinstance([], List))
attempt("isinstance Dict", lambda: isinstance([], Dict))
attempt("isinstance Iterable", lambda: isinstance((x for x in ()), Iterable))
attempt("isinstance Sequence", lambda: isinstance("abc", Sequence))
attempt("isinstance Mapping", lambda: isinstance({}, Mapping))
attempt("isinstance Callable", lambda: isinstance(len, Callable))
attempt("issubclass List", lambda: issubclass(list, List))
attempt("isinstance Any", lambda: isinstance(3, Any))
attempt("isinstance Union bare", lambda: isinstance(3, Union))
attempt("isinstance Literal", lambda: isinstance(3, Literal[3]))
attempt("isinstance Dict[str, int]", lambda: isinstance({}, Dict[str, int]))
attempt("isinstance Union[int, List[int]]", lambda: isinstance(1, Union[int, List[int]]))
attempt("isinstance Union[List[int], int]", lambda: isinstance(1, Union[List[int], int]))
attempt("List[int]()", lambda: List[int]([1, 2]))
attempt("List()", lambda: List())
attempt("Dict()", lambda: Dict())
attempt("Tuple()", lambda: Tuple())
attempt("typing.Deque()", lambda: typing.Deque([1]))
attempt("typing.DefaultDict(int)", lambda: typing.DefaultDict(int))
attempt("typing.Counter('aab')", lambda: typing.Counter("aab"))
attempt("Union[()]", lambda: Union[()])
attempt("Union[(int, str), float]", lambda: Union[(int, str), float])
attempt("List[Union]", lambda: List[Union])
attempt("Optional[int, str]", lambda: Optional[int, str])
attempt("Dict[str]", lambda: Dict[str])
attempt("List[int, str]", lambda: List[int, str])
attempt("List[int][str]", lambda: List[int][str])
attempt("ClassVar[int, str]", lambda: ClassVar[int, str])
attempt("Annotated[int]", lambda: Annotated[int])
attempt("Annotated()", lambda: Annotated())
attempt("Any()", lambda: Any())
attempt("Union()", lambda: Union())
attempt("int[str]", lambda: int[str])
attempt("Any[int]", lambda: Any[int])
