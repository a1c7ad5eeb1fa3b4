"""Enums whose class body defines __new__ (the members are made by it; calling the class still
looks a member up by value), as in the enum HOWTO."""
from enum import Enum, IntEnum


class Coordinate(bytes, Enum):
    def __new__(cls, value, label, unit):
        obj = bytes.__new__(cls, [value])
        obj._value_ = value
        obj.label = label
        obj.unit = unit
        return obj

    PX = (0, "P.X", "km")
    PY = (1, "P.Y", "km")
    VX = (2, "V.X", "km/s")


print(Coordinate["PY"], Coordinate(2), Coordinate.VX.label, Coordinate.VX.unit, Coordinate.PX.value)
print([c.name for c in Coordinate], bytes(Coordinate.VX))


class AutoNumber(Enum):
    def __new__(cls, *args):
        value = len(cls.__members__) + 1
        obj = object.__new__(cls)
        obj._value_ = value
        return obj


class Color(AutoNumber):
    RED = ()
    GREEN = ()
    BLUE = ()


print([(c.name, c.value) for c in Color], Color(2))


class Status(IntEnum):
    def __new__(cls, code, phrase):
        member = int.__new__(cls, code)
        member._value_ = code
        member.phrase = phrase
        return member

    OK = 200, "OK"
    MISSING = 404, "Not Found"


print(Status(404), Status.MISSING.phrase, Status.OK + 1, repr(Status.OK), Status.OK.value)
try:
    Status(500)
except ValueError as e:
    print("ValueError", e)


class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)


print(round(Planet.EARTH.surface_gravity, 3), Planet.MERCURY.value)
