"""dataclass options for equality, ordering and hashing: eq=False, order=True comparisons and
their TypeErrors, frozen assignment and deletion errors, unsafe_hash, hash=None/True per
field, and inheritance mixing frozen and non-frozen classes."""
import dataclasses
from dataclasses import dataclass, field


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    label: str = field(default="", compare=False)


print(Version(1, 2) < Version(1, 3), Version(2) >= Version(1, 9), Version(1, 0, "a") == Version(1, 0, "b"))
print(sorted([Version(2), Version(1, 5), Version(1, 2)]), max(Version(0, 1), Version(0, 0)))
attempt("order with other type", lambda: Version(1) < (1, 0))
attempt("order with subclass-free other", lambda: Version(1) < 3)
print(Version(1) == (1, 0), Version.__hash__ is None, Version(1).__eq__(3))


@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0


p = Point(1, 2)
attempt("assign frozen", lambda: setattr(p, "x", 5))
attempt("delete frozen", lambda: delattr(p, "y"))
attempt("new attribute frozen", lambda: setattr(p, "z", 1))
print(hash(p) == hash(Point(1, 2)), {p: "a"}[Point(1, 2)], p == Point(1, 2), dataclasses.replace(p, y=9))


@dataclass(unsafe_hash=True)
class Tagged:
    name: str
    weight: int = field(default=0, hash=False)
    extra: list = field(default_factory=list, compare=False)


print(hash(Tagged("a", 1)) == hash(Tagged("a", 2)), Tagged("a", 1) == Tagged("a", 2), Tagged("a") == Tagged("a", extra=[1]))


@dataclass(eq=False)
class Identity:
    value: int


i = Identity(1)
print(i == Identity(1), i == i, hash(i) == hash(i), Identity.__eq__ is object.__eq__)


@dataclass
class Mutable:
    x: int


attempt("hash mutable", lambda: hash(Mutable(1)))


@dataclass(frozen=True)
class FrozenBase:
    a: int


attempt("non-frozen from frozen", lambda: dataclass(type("Child", (FrozenBase,), {"__annotations__": {"b": int}})))


@dataclass
class Base:
    a: int


attempt("frozen from non-frozen", lambda: dataclass(frozen=True)(type("Child2", (Base,), {"__annotations__": {"b": int}})))
attempt("order without eq", lambda: dataclass(order=True, eq=False)(type("Bad", (), {})))


@dataclass(frozen=True)
class Child(FrozenBase):
    b: int = 2


print(Child(1), hash(Child(1, 2)) == hash(Child(1, 2)), Child(1) == FrozenBase(1), isinstance(Child(1), FrozenBase))


@dataclass(repr=False)
class Quiet:
    x: int


print(repr(Quiet(1)).startswith("<__main__.Quiet object"), Quiet(1) == Quiet(1))


@dataclass
class Tree:
    value: int
    children: list = field(default_factory=list)


root = Tree(1, [Tree(2), Tree(3, [Tree(4)])])
print(root, root == Tree(1, [Tree(2), Tree(3, [Tree(4)])]))
loop = Tree(0)
loop.children.append(loop)
print(loop)
