"""Enum members with behaviour: __init__ storing attributes from tuple values, methods and
properties, custom _generate_next_value_, auto() with mixed values, _ignore_-free helpers as
methods, __str__/__format__ overrides and members used in match statements."""
from enum import Enum, IntEnum, auto


class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)


print(Planet.EARTH.value, Planet.EARTH.mass, round(Planet.EARTH.surface_gravity, 6), Planet((3.303e23, 2.4397e6)))


class Ordinal(Enum):
    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return f"{count}:{name.lower()}"

    FIRST = auto()
    SECOND = auto()
    MANUAL = "m"
    THIRD = auto()


print([m.value for m in Ordinal], Ordinal("1:second"))


class Mixed(Enum):
    A = 10
    B = auto()
    C = "text"
    D = auto()


print([(m.name, m.value) for m in Mixed])


class Status(IntEnum):
    OK = 200
    NOT_FOUND = 404

    def describe(self):
        return f"{self.value} {self.name.replace('_', ' ').title()}"

    @classmethod
    def from_text(cls, text):
        return cls[text.upper().replace(" ", "_")]

    def __str__(self):
        return self.name.lower()

    def __format__(self, spec):
        return format(self.describe(), spec)


print(Status.NOT_FOUND.describe(), Status.from_text("not found"), str(Status.OK), f"[{Status.OK:>10}]", repr(Status.OK))
print(Status.OK + 1, Status.OK == 200, sorted([Status.NOT_FOUND, Status.OK]), Status(404) is Status.NOT_FOUND)


class Shape(Enum):
    CIRCLE = "circle"
    SQUARE = "square"


def area(shape, size):
    match shape:
        case Shape.CIRCLE:
            return round(3.14159 * size * size, 2)
        case Shape.SQUARE:
            return size * size


print(area(Shape.CIRCLE, 2), area(Shape.SQUARE, 3), [s.value.upper() for s in Shape], Shape.CIRCLE in Shape)


class Weekday(Enum):
    MON = 1
    TUE = 2
    WED = 3

    def next(self):
        members = list(type(self))
        return members[(members.index(self) + 1) % len(members)]

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            return cls[value[:3].upper()]
        return None


print(Weekday.WED.next(), Weekday("tuesday"), Weekday.MON.next().next(), [d.name for d in reversed(Weekday)])
print({Weekday.MON: "start"}, Weekday.MON.__class__ is Weekday, isinstance(Weekday.MON, Enum), Weekday.__members__["TUE"])
