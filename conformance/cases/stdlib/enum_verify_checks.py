# enum.verify with UNIQUE, CONTINUOUS and NAMED_FLAGS, as the enum documentation shows them,
# and show_flag_values.
from enum import CONTINUOUS, NAMED_FLAGS, UNIQUE, Enum, EnumCheck, Flag, IntFlag, auto, show_flag_values, verify


@verify(UNIQUE, CONTINUOUS)
class Weekday(Enum):
    MONDAY = 1
    TUESDAY = 2
    WEDNESDAY = 3


print(list(Weekday), Weekday(2))


def attempt(make):
    try:
        print("ok:", list(make()))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)


def aliases():
    @verify(UNIQUE)
    class Color(Enum):
        RED = 1
        GREEN = 2
        BLUE = 3
        CRIMSON = 1
        SCARLET = 1
    return Color


def gaps():
    @verify(CONTINUOUS)
    class Color(Enum):
        RED = 1
        GREEN = 2
        BLUE = 5
        BLACK = 9
    return Color


def flag_gaps():
    @verify(CONTINUOUS)
    class Perm(Flag):
        R = 1
        X = 8
    return Perm


def unnamed_flags():
    @verify(NAMED_FLAGS)
    class Color(Flag):
        RED = 1
        GREEN = 2
        BLUE = 4
        WHITE = 15
        NEON = 31
    return Color


def one_unnamed():
    @verify(NAMED_FLAGS)
    class Mode(IntFlag):
        A = 1
        B = 2
        AB = 3
        ABX = 11
    return Mode


def named_ok():
    @verify(NAMED_FLAGS, UNIQUE)
    class Perm(Flag):
        R = auto()
        W = auto()
        X = auto()
        RWX = 7
    return Perm


def not_an_enum():
    @verify(UNIQUE)
    class Plain:
        A = 1
    return [Plain]


for make in [aliases, gaps, flag_gaps, unnamed_flags, one_unnamed, named_ok, not_an_enum]:
    attempt(make)

print(show_flag_values(13), show_flag_values(0), list(EnumCheck), UNIQUE.value, repr(CONTINUOUS))
