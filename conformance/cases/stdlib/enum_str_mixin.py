from enum import Enum


class Level(str, Enum):
    DEBUG = "debug"
    INFO = "info"
    ERROR = "error"


print(Level.INFO == "info", repr(Level("error")), Level.DEBUG.upper(), Level.INFO.value)
print(sorted(Level, key=lambda l: l.value), [l.name for l in Level])
print(isinstance(Level.INFO, str), repr(Level.INFO), "info" in [Level.INFO])
lookup = {l.value: l for l in Level}
print(repr(lookup["debug"]), Level.__members__["ERROR"].name)


class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)


for p in Planet:
    print(p.name, p.value, round(p.gravity, 3))
