from typing import Any, Callable, Dict, List, NamedTuple, Optional, Tuple, TypedDict, Union, cast


class Point(NamedTuple):
    x: int
    y: int = 0

    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)


p = Point(3, -4)
print(p, p.norm1(), Point(1), p._asdict(), Point._fields, Point._field_defaults)
print(Point.__annotations__)


class Movie(TypedDict):
    title: str
    year: int


m = Movie(title="Alien", year=1979)
print(m, type(m).__name__, Movie.__annotations__ == {"title": str, "year": int})


def first(xs: List[int], default: Optional[int] = None) -> Optional[int]:
    return xs[0] if xs else default


print(first([]), first([5]))
print(cast(int, "not-an-int"), cast("str", 3))
print(Optional[int] == Union[int, None], Union[int] is int)
print(Dict[str, int] == Dict[str, int], Tuple[int, ...] != Tuple[int])
print(callable(Callable), Any is not None)
