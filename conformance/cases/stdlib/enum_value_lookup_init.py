from enum import Enum, IntEnum
class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
print(Planet((5.976e24, 6.37814e6)), Planet.EARTH.mass, Planet["MERCURY"].radius)
Animal = Enum("Animal", "ANT BEE")
print(list(Animal), Animal(2))
class Num(IntEnum):
    ONE = 1
print(Num(1), repr(Num(1)))
try:
    Planet(5)
except ValueError as e:
    print(e)
