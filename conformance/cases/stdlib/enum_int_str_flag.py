from enum import IntEnum, Flag, IntFlag, auto


class Priority(IntEnum):
    LOW = 1
    MEDIUM = 5
    HIGH = 10


print(Priority.HIGH > Priority.LOW, Priority.MEDIUM + 1, sorted([Priority.HIGH, Priority.LOW, 3]))
print(Priority(5), repr(Priority(5)), str(Priority.LOW), f"{Priority.HIGH}", int(Priority.HIGH))
print(Priority.LOW == 1, max(Priority), [p.name for p in Priority])


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()


rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.R in rw, Perm.X in rw, bool(Perm(0)), rw & Perm.W)
print(Perm.R.value, Perm.X.value, (rw | Perm.X).value, ~Perm.R)
print(list(rw) if hasattr(rw, "__iter__") else "-")


class Mode(IntFlag):
    A = 1
    B = 2
    C = 4


print(Mode.A | Mode.C, int(Mode.B | Mode.C), Mode(6), Mode.A & 3)
try:
    Priority(7)
except ValueError as e:
    print("ValueError", e)
