from enum import Enum, unique


class Color(Enum):
    RED = "r"
    GREEN = "g"
    CRIMSON = "r"

    @property
    def hexcode(self):
        return {"r": "#f00", "g": "#0f0"}[self.value]

    def describe(self):
        return f"{self.name.lower()} ({self.hexcode})"

    @classmethod
    def parse(cls, s):
        return cls(s.strip().lower())


print(Color.CRIMSON is Color.RED, list(Color), Color.CRIMSON.name)
print(list(Color.__members__), Color.RED.describe(), Color.parse(" G "))
print({c: c.value for c in Color})
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError", e)
try:
    class Bigger(Color):
        BLUE = "b"
except TypeError as e:
    print("TypeError", e)
Animal = Enum("Animal", "CAT DOG")
print(list(Animal), Animal.DOG.value)
Shape = Enum("Shape", [("SQ", 4), ("TRI", 3)])
print(Shape(3), Shape.SQ.value, hash(Shape.SQ) == hash(Shape.SQ))
print(Color.RED < Color.GREEN if False else "no-order")
