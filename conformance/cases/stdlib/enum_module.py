from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
    def describe(self):
        return f"{self.name.lower()} ({self.value})"
    @classmethod
    def default(cls):
        return cls.GREEN
print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value, Color(2), Color["BLUE"], Color.CRIMSON is Color.RED)
print(list(Color), len(Color), Color.RED in Color, Color.GREEN.describe(), Color.default(), type(Color.RED).__name__, isinstance(Color.RED, Color))
print(repr(Color), Color.RED == Color.RED, Color.RED == 1, Color.RED != Color.BLUE, list(Color.__members__), {Color.RED: "r"}[Color.CRIMSON])
print(f"{Color.RED}", "%s" % Color.BLUE, [c.name for c in reversed(Color)])
try:
    Color(7)
except ValueError as e:
    print("ValueError", e)
try:
    Color["PINK"]
except KeyError as e:
    print("KeyError", e)
try:
    Color.RED < Color.BLUE
except TypeError as e:
    print("TypeError", e)
class Status(IntEnum):
    OK = 200
    NOT_FOUND = 404
print(Status.OK, repr(Status.OK), Status.OK == 200, Status.OK + 1, Status(404), f"{Status.NOT_FOUND}", sorted([Status.NOT_FOUND, Status.OK]), isinstance(Status.OK, int))
class Shape(Enum):
    CIRCLE = auto()
    SQUARE = auto()
    TRIANGLE = auto()
print(list(Shape), Shape.TRIANGLE.value)
class Mode(StrEnum):
    READ = auto()
    WRITE = "w"
print(Mode.READ, repr(Mode.READ), Mode.WRITE == "w", Mode("w"), f"{Mode.READ}!", Mode.READ.upper())
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rw = Perm.R | Perm.W
print(repr(rw), str(rw), Perm.R in rw, Perm.X in rw, repr(Perm.R & Perm.W), repr(~Perm.R), bool(Perm.R & Perm.W), list(rw), Perm(7))
class Bits(IntFlag):
    A = 1
    B = 2
print(repr(Bits.A | Bits.B), Bits.A | 2, int(Bits.B), Bits.A == 1)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError", e)
Animal = Enum("Animal", "ANT BEE CAT")
print(list(Animal), Animal.BEE.value, repr(Animal))
class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
print(Planet.EARTH.mass, round(Planet.EARTH.surface_gravity, 3), Planet.MERCURY.value)
match Color.GREEN:
    case Color.RED:
        print("red")
    case Color.GREEN:
        print("matched green")
