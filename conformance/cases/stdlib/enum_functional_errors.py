"""enum's functional API and error paths: Enum('Name', ...) in its several forms, lookups
by value and name that fail, reused names, _missing_ hooks, comparisons between members,
members as dict keys, aliases in __members__, and unique()."""
from enum import Enum, IntEnum, StrEnum, auto, unique


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


Color = Enum("Color", "RED GREEN BLUE")
Shape = Enum("Shape", ["CIRCLE", "SQUARE"], start=10)
Pair = Enum("Pair", [("LEFT", "l"), ("RIGHT", "r")])
Level = IntEnum("Level", {"LOW": 1, "HIGH": 9})
Mood = Enum("Mood", "HAPPY, SAD")
print(list(Color), list(Shape), list(Pair), list(Level), list(Mood), Level.HIGH > 5)
print(Color.RED.value, Shape.SQUARE.value, Pair("r"), Level(9), Color["BLUE"], repr(Color), Color.__name__)
attempt("bad value", lambda: Color(7))
attempt("bad name", lambda: Color["PURPLE"])
attempt("attribute", lambda: Color.PURPLE)
attempt("compare members", lambda: Color.RED < Color.BLUE)
attempt("compare IntEnum", lambda: Level.LOW < Level.HIGH)
attempt("reassign member", lambda: setattr(Color, "RED", 5))
attempt("delete member", lambda: delattr(Color, "RED"))
attempt("set member attr", lambda: setattr(Color.RED, "value", 3))
attempt("call with str name", lambda: Color("RED"))


class Status(Enum):
    ACTIVE = "active"
    INACTIVE = "inactive"
    ON = "active"

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for member in cls:
                if member.value == value.lower():
                    return member
        return None


print(Status("ACTIVE"), Status.ON is Status.ACTIVE, list(Status), list(Status.__members__), Status.ON.name)
attempt("missing returns None", lambda: Status(3))


class Broken(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        return "not a member"


attempt("missing returns junk", lambda: Broken(2))
attempt("unique", lambda: unique(Status))
print({Color.RED: "r", Color.GREEN: "g"}[Color.RED], Color.RED in {Color.RED}, Color.RED == 1, Level.LOW == 1)
print(Color.RED is Color(1), Color(Color.RED), hash(Color.RED) == hash(Color.RED), sorted(Level, reverse=True))


class Priority(StrEnum):
    LOW = auto()
    HIGH = auto()


print(list(Priority), Priority.LOW == "low", Priority("high"), f"{Priority.HIGH}", Priority.HIGH.upper())
attempt("StrEnum int value", lambda: StrEnum("Bad", {"A": 1}))
attempt("Enum no members call", lambda: Enum(1))
print(len(Color), bool(Color.RED), Color.RED.name, Color.RED.__class__.__name__, type(Color).__name__, dir(Color.RED)[:3])
