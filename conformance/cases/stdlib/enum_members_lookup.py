"""Enum members by name and value, iteration and comparisons."""

from enum import Enum, IntEnum, Flag


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


class Priority(IntEnum):
    LOW = 1
    HIGH = 3


class Perm(Flag):
    R = 4
    W = 2
    X = 1

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('Color.RED', lambda: Color.RED)
show("Color['GREEN']", lambda: Color['GREEN'])
show('Color(3)', lambda: Color(3))
show('Color(9)', lambda: Color(9))
show('[c.name for c in Color]', lambda: [c.name for c in Color])
show('Color.RED is Color(1)', lambda: Color.RED is Color(1))
show('Color.RED == 1', lambda: Color.RED == 1)
show('Priority.HIGH > Priority.LOW', lambda: Priority.HIGH > Priority.LOW)
show('Priority.HIGH + 1', lambda: Priority.HIGH + 1)
show('Perm.R | Perm.W', lambda: Perm.R | Perm.W)
show('Perm.R in (Perm.R | Perm.X)', lambda: Perm.R in (Perm.R | Perm.X))
show('len(Color)', lambda: len(Color))
