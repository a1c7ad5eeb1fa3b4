"""Flag and IntFlag with values holding bits no member has: the boundaries, pseudo-members,
inversion, iteration and membership."""
from enum import CONFORM, EJECT, KEEP, STRICT, Flag, FlagBoundary, IntFlag, auto


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


class Color(Flag):
    R = 1
    G = 2
    B = 4


print(Color._boundary_, repr(Color(0)), str(Color(0)), repr(Color(7)), str(Color(7)))
for value in (8, 9, -1, -9, "x", 2.0):
    attempt(f"Color({value!r})", lambda: Color(value))
print(repr(~Color.R), repr(~Color(0)), repr(~Color(7)), repr(~(Color.R | Color.B)))
print(list(Color(5)), list(Color), len(Color(7)), len(Color(0)), Color.R in Color(3), bool(Color(0)))
attempt("1 in Color.R", lambda: 1 in Color.R)
attempt("Color.R | 1", lambda: Color.R | 1)
attempt("Color.R & 'x'", lambda: Color.R & "x")


class Mode(IntFlag):
    A = 1
    B = 2
    C = 4


print(Mode._boundary_, repr(Mode.A | 8), str(Mode.A | 8), repr(Mode(12)), str(Mode(12)), format(Mode(12)))
print(repr(Mode(8)), repr(Mode(0)), f"{Mode(12):>5}|{Mode.A:03d}", Mode(12) == 12, Mode(8).value)
print(repr(~Mode.A), repr(~Mode(8)), repr(~Mode(0)), repr(Mode(-1)), repr(Mode(-8)), repr(Mode(-9)))
print(list(Mode(13)), Mode.C in Mode(12), repr(Mode.A + 1), repr(Mode.A & 3), repr(3 & Mode.A))
print(repr(Mode.A ^ 9), repr(9 ^ Mode.A), repr(Mode.A | Mode.B), repr(8 | Mode.A), repr(Mode.A | 8 | 16))
print(Mode(13).name, Mode(8).name, Mode(0).name, Color(0).name, Color(3).name, Color(3).value)
print(len(Mode(15)), list(reversed(Mode)), isinstance(Mode.A | 8, Mode), isinstance(Mode.A | 8, int))
attempt("8 in Mode(12)", lambda: 8 in Mode(12))
attempt("Mode('a')", lambda: Mode("a"))


class Conform(Flag, boundary=CONFORM):
    A = 1
    B = 2


print(Conform._boundary_, repr(Conform(7)), repr(Conform(4)), repr(~Conform.A), repr(Conform(-1)))


class Eject(Flag, boundary=EJECT):
    A = 1
    B = 2


print(repr(Eject(7)), repr(Eject(3)), type(Eject(12)).__name__, repr(~Eject.A))


class Keep(Flag, boundary=KEEP):
    A = 1
    B = 2


print(repr(Keep(7)), str(Keep(7)), repr(Keep(4)), repr(~Keep.A), list(Keep(7)))
print(repr(FlagBoundary.STRICT), STRICT, list(FlagBoundary), FlagBoundary("keep") is KEEP)


class StrictInt(IntFlag, boundary=STRICT):
    A = 1
    B = 2


attempt("StrictInt(4)", lambda: StrictInt(4))
attempt("StrictInt.A | 4", lambda: StrictInt.A | 4)
attempt("StrictInt.A | 2", lambda: StrictInt.A | 2)


class Weekday(Flag):
    MON = auto()
    TUE = auto()
    WED = auto()
    WEEKEND_START = auto()
    EARLY = MON | TUE
    NONE = 0


print(list(Weekday), Weekday.EARLY, repr(Weekday(3)), repr(Weekday.NONE), list(Weekday.__members__))
print(repr(Weekday.MON | Weekday.WED), repr(Weekday(11)), len(Weekday), Weekday.EARLY in Weekday(7))


class Perm(IntFlag):
    R = 4
    W = 2
    X = 1
    RWX = 7


print(repr(Perm.R | Perm.W), repr(Perm(7)), repr(~Perm.R), list(Perm(7)), Perm(6).name, list(Perm))
print(Perm.R | Perm.W == 6, hash(Perm.R) == hash(4), Perm.R.value, repr(Perm(0)), repr(Perm(8)))


class Bits(Flag):
    LOW = 1
    HIGH = 8


attempt("Bits(2)", lambda: Bits(2))
attempt("Bits(9)", lambda: Bits(9))
attempt("~Bits.LOW", lambda: ~Bits.LOW)
print(Bits._flag_mask_ if hasattr(Bits, "_flag_mask_") else "-", repr(Bits(0)))
