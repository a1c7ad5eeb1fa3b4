"""Dataclasses with kw_only fields, slots and inheritance."""
from dataclasses import dataclass, KW_ONLY


@dataclass
class Base:
    id: int
    _: KW_ONLY
    active: bool = True


@dataclass(slots=True)
class Tagged(Base):
    tag: str = "none"


t = Tagged(1, active=False, tag="x")
print(t)
print(Tagged.__slots__)
try:
    Tagged(1, False)
except TypeError as error:
    print(type(error).__name__, error)
try:
    t.other = 1
except AttributeError as error:
    print(type(error).__name__, error)
