"""typing's TypedDict and NamedTuple classes, Literal, cast, TYPE_CHECKING, overload, final
and get_type_hints on classes and functions."""
import typing
from typing import (TYPE_CHECKING, Annotated, ClassVar, Dict, List, Literal, NamedTuple, NotRequired, Optional,
                    Required, TypedDict, cast, final, get_type_hints, overload)


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


class Movie(TypedDict):
    title: str
    year: int


class RatedMovie(Movie, total=False):
    rating: float
    votes: Required[int]


class Draft(TypedDict):
    title: str
    notes: NotRequired[str]


m = Movie(title="Alien", year=1979)
print(m, type(m), sorted(Movie.__required_keys__), sorted(Movie.__optional_keys__), Movie.__total__)
print(sorted(RatedMovie.__optional_keys__), sorted(RatedMovie.__required_keys__), RatedMovie.__total__)
print(RatedMovie.__annotations__, sorted(Draft.__required_keys__), sorted(Draft.__optional_keys__))
print(RatedMovie(title="x", year=1, votes=3), Movie(), Movie({"title": "y"}), typing.is_typeddict(Movie))
Point2 = TypedDict("Point2", {"x": int, "y": int})
Opt = TypedDict("Opt", {"a": int}, total=False)
print(Point2(x=1, y=2), Point2.__annotations__, sorted(Opt.__optional_keys__), Opt.__total__, typing.is_typeddict(dict))
attempt("isinstance TypedDict", lambda: isinstance(m, Movie))
attempt("issubclass TypedDict", lambda: issubclass(dict, Movie))
attempt("TypedDict with other base", lambda: type(Movie)("Bad", (Movie, int), {}))


class Point(NamedTuple):
    x: int
    y: int = 0
    label: str = "p"

    def dist(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    def __str__(self):
        return f"({self.x}, {self.y})"


p = Point(3, 4)
print(p, repr(p), p.dist(), Point._fields, Point._field_defaults, Point.__annotations__, p[0], p._replace(x=1))
print(p._asdict(), Point._make([1, 2, "q"]), isinstance(p, tuple), type(p).__mro__, Point.__doc__, p == (3, 4, "p"))
x, y, label = p
print(x, y, label, len(p), Point(y=2, x=1), Point.x, Point(1).label)
attempt("Point()", lambda: Point())
attempt("Point(1, 2, 3, 4)", lambda: Point(1, 2, 3, 4))
attempt("Point(z=1)", lambda: Point(1, z=1))
attempt("p.x = 5", lambda: setattr(p, "x", 5))


def exec_class_bad():
    class Bad(NamedTuple):
        a: int = 1
        b: int

    return Bad


def exec_class_bad2():
    class Bad2(NamedTuple):
        a: int = 1
        b: int = 2
        c: int

    return Bad2


def overwrite():
    class Bad3(NamedTuple):
        a: int

        def _replace(self):
            return None

    return Bad3


attempt("non-default after default", exec_class_bad)
attempt("non-default after defaults", exec_class_bad2)
attempt("overwrite _replace", overwrite)
Employee = NamedTuple("Employee", [("name", str), ("id", int)])
Pair = NamedTuple("Pair", left=int, right=int)
print(Employee("a", 1), Employee.__annotations__, Pair(1, 2), Pair._fields)
print(Literal["a", "b"], cast(int, "3"), cast("List[int]", [1]), cast(List[str], 2), TYPE_CHECKING)


@overload
def scale(x: int) -> int: ...


@overload
def scale(x: str) -> str: ...


def scale(x):
    return x * 2


print(scale(2), scale("a"), len(typing.get_overloads(scale)), typing.get_overloads(print))


@overload
def only_overloads(x: int) -> int: ...


attempt("calling an overload", lambda: only_overloads(1))


@final
class Leaf:
    pass


@final
def leaf():
    return 1


print(Leaf.__final__, leaf(), leaf.__final__, final(3))


class Base:
    count: ClassVar[int] = 0
    name: str


class Tree(Base):
    left: Optional["Tree"] = None
    children: "List[Tree]"
    weights: Dict[str, "float"]
    tag: Annotated[str, "meta"]
    kind: 'Literal["a", "b"]'
    maybe: "int | None"
    nested: "Optional[Dict[str, List[int]]]"


def area(width: float, height: "float" = 1.0, *, unit: str = "m") -> "Optional[float]":
    return width * height


def untyped(a, b=2):
    return a


print(get_type_hints(Tree))
print(get_type_hints(Tree, include_extras=True)["tag"], get_type_hints(Base))
print(get_type_hints(area), area.__annotations__)
print(get_type_hints(untyped), untyped.__annotations__, get_type_hints(Movie), get_type_hints(Point))
attempt("get_type_hints(3)", lambda: get_type_hints(3))
