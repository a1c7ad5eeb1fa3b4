# typing_extensions as model-written code imports it on 3.11: the names typing already has are
# typing's own objects; override, deprecated, dataclass_transform, the protocol helpers and the
# Supports* protocols come from typing_extensions itself.
import typing
import warnings

import typing_extensions as te
from typing_extensions import (
    Annotated, Literal, NotRequired, Protocol, Required, Self, TypeAlias, TypedDict, assert_never,
    deprecated, get_args, get_origin, override, runtime_checkable,
)

same = ["Annotated", "Literal", "TypedDict", "Protocol", "runtime_checkable", "Self", "TypeAlias", "ParamSpec",
        "Concatenate", "NotRequired", "Required", "LiteralString", "Never", "assert_never", "assert_type",
        "reveal_type", "TypeVarTuple", "Unpack", "get_type_hints", "get_origin", "get_args", "final", "overload",
        "Any", "Optional", "Union", "Callable", "cast", "TYPE_CHECKING", "NoReturn", "ClassVar", "Final",
        "TypeGuard", "NewType", "get_overloads", "Sequence", "Mapping", "List", "Dict"]
for name in same:
    print(name, hasattr(te, name))
print(te.Literal is typing.Literal, te.Annotated is typing.Annotated, te.Self is typing.Self, te.Any is typing.Any)


class Movie(TypedDict):
    title: str
    year: NotRequired[int]
    rating: Required[float]


print(Movie.__required_keys__ == frozenset({"title", "rating"}), Movie.__optional_keys__ == frozenset({"year"}))
print(Movie(title="Alien", rating=8.5))
print(get_origin(Annotated[int, "meta"]) is Annotated, get_args(Annotated[int, "meta", 3]))
print(get_args(Literal["a", "b"]), get_origin(Literal["a"]) is Literal)


@runtime_checkable
class Closable(Protocol):
    def close(self): ...


class Resource:
    def close(self):
        return "closed"


print(isinstance(Resource(), Closable), isinstance(3, Closable), te.is_protocol(Closable), te.is_protocol(Resource))
print(sorted(te.get_protocol_members(Closable)))
try:
    te.get_protocol_members(Resource)
except TypeError as e:
    print("TypeError", e)


class Base:
    def run(self) -> Self:
        return self


class Child(Base):
    @override
    def run(self) -> Self:
        return self


print(Child.run.__override__, getattr(Base.run, "__override__", None), override(3))


@deprecated("use new_api() instead", category=UserWarning)
def old_api(x):
    return x * 2


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(old_api(21), old_api.__deprecated__, old_api.__name__)
print([(w.category.__name__, str(w.message)) for w in caught])


@deprecated("Legacy is gone", category=UserWarning)
class Legacy:
    def __init__(self, n):
        self.n = n


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(Legacy(4).n, Legacy.__deprecated__)

    class Sub(Legacy):
        pass

    print(Sub(5).n)
print([(w.category.__name__, str(w.message)) for w in caught])

quiet = deprecated("no warning", category=None)(lambda: "ok")
print(quiet(), quiet.__deprecated__)
try:
    deprecated(42)
except TypeError as e:
    print("TypeError", e)


@te.dataclass_transform(kw_only_default=True, field_specifiers=(int,))
def model(cls):
    return cls


print(model.__dataclass_transform__)
T = typing.TypeVar("T")


class Box(typing.Generic[T]):
    pass


class IntBox(Box[int], dict):
    pass


print(te.get_original_bases(Child), te.get_original_bases(IntBox), te.get_original_bases(Box))
try:
    te.get_original_bases(3)
except TypeError as e:
    print("TypeError", e)
print(isinstance(3, te.SupportsInt), isinstance("x", te.SupportsInt), isinstance(2.5, te.SupportsFloat),
      isinstance(3, te.SupportsIndex), isinstance(2.5, te.SupportsIndex), isinstance(-1, te.SupportsAbs))
try:
    assert_never(5)
except AssertionError as e:
    print("AssertionError", e)


@typing.dataclass_transform(order_default=True)
class ModelBase:
    pass


print(ModelBase.__dataclass_transform__, te.dataclass_transform is typing.dataclass_transform)


def is_str(value) -> te.TypeIs[str]:
    return isinstance(value, str)


print(te.TypeIs, te.TypeIs[int], te.ReadOnly[list[int]], get_origin(te.TypeIs[int]) is te.TypeIs, get_args(te.ReadOnly[int]))
print(te.TypeIs[int] == te.TypeIs[int], is_str.__annotations__["return"], is_str("x"))
for action in [lambda: te.TypeIs[int, str], lambda: te.ReadOnly[int, str], lambda: te.TypeIs(), lambda: isinstance(1, te.TypeIs)]:
    try:
        action()
    except TypeError as e:
        print("TypeError", e)
