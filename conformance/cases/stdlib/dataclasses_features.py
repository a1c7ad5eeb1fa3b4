from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass, FrozenInstanceError, KW_ONLY, InitVar, make_dataclass
from typing import List, Optional, ClassVar

@dataclass
class Point:
    x: int
    y: int = 0

p = Point(1)
print(p, Point(1, 2) == Point(1, 2), Point(1) != Point(2), p.__match_args__)
print(repr(Point(x=3, y=4)), fields(p)[0].name, [f.name for f in fields(Point)], is_dataclass(p), is_dataclass(Point), is_dataclass(3))

@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    label: str = field(default="", compare=False)

v1, v2 = Version(1, 2), Version(1, 10, "beta")
print(v1 < v2, sorted([v2, v1]), hash(v1) == hash(Version(1, 2, "x")), v1 == Version(1, 2, "other"))
try:
    v1.major = 5
except FrozenInstanceError as e:
    print("FrozenInstanceError", e, isinstance(e, AttributeError))

@dataclass
class Inventory:
    items: List[str] = field(default_factory=list)
    counts: dict = field(default_factory=dict, repr=False)
    owner: Optional[str] = None
    total: ClassVar[int] = 0

    def __post_init__(self):
        self.items = [i.upper() for i in self.items]

a = Inventory(["apple"])
b = Inventory()
b.items.append("X")
print(a, b, Inventory().items, Inventory.total, [f.name for f in fields(Inventory)])
print(asdict(a), astuple(Point(5, 6)), replace(p, y=9), p)

@dataclass
class Line:
    start: Point
    end: Point
    tags: list = field(default_factory=list)

line = Line(Point(0, 0), Point(3, 4), ["a"])
print(asdict(line), astuple(line))

@dataclass
class Base:
    id: int
    name: str = "base"

@dataclass
class Child(Base):
    extra: bool = False

print(Child(1), Child(2, "c", True), [f.name for f in fields(Child)])

@dataclass(kw_only=True)
class Options:
    verbose: bool = False
    level: int

print(Options(level=3))

@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int

print(Mixed(1, c=3))

@dataclass
class WithInit:
    value: int
    scale: InitVar[int] = 1
    def __post_init__(self, scale):
        self.value *= scale

print(WithInit(3, 10), WithInit(4))

for call in [lambda: Point(), lambda: Point(1, 2, 3), lambda: Point(1, z=2), lambda: Point(1, x=2), lambda: Options(), lambda: Mixed(1, 2, 3)]:
    try:
        call()
    except TypeError as e:
        print("TypeError", e)
try:
    @dataclass
    class Bad:
        a: int = 0
        b: int
except TypeError as e:
    print("TypeError", e)
try:
    @dataclass
    class Mutable:
        items: list = []
except ValueError as e:
    print("ValueError", e)
try:
    field(default=1, default_factory=list)
except ValueError as e:
    print("ValueError", e)

@dataclass(eq=False)
class Ident:
    x: int
print(Ident(1) == Ident(1), hash(Ident(1)) is not None)

@dataclass
class Unhashable:
    x: int
print(Unhashable.__hash__)

@dataclass(unsafe_hash=True)
class Hashable:
    x: int
    y: list = field(default_factory=list, hash=False, compare=True)
print(hash(Hashable(1)) == hash(Hashable(1, [2])))

Dyn = make_dataclass("Dyn", [("x", int), ("y", int, field(default=5))])
print(Dyn(1), Dyn.__name__)

@dataclass
class Node:
    value: int
    children: list = field(default_factory=list)
n = Node(1); n.children.append(n)
print(n)
match Point(1, 2):
    case Point(1, y):
        print("matched", y)
try:
    replace(p, z=1)
except TypeError as e:
    print("TypeError", e)
print(Point.__doc__, Inventory.__doc__, Options.__doc__, Mixed.__doc__, WithInit.__doc__)
