class Frozen(type):
    def __setattr__(cls, name, value):
        if name.startswith("locked"):
            raise AttributeError(f"cannot reassign {name!r}")
        super().__setattr__(name, value)

    def __delattr__(cls, name):
        raise AttributeError(f"cannot delete {name!r}")


class C(metaclass=Frozen):
    locked_value = 1


C.other = 2
print(C.other)
for action in (lambda: setattr(C, "locked_value", 5), lambda: delattr(C, "other")):
    try:
        action()
    except AttributeError as e:
        print("AttributeError", e)


class P:
    pass


type.__setattr__(P, "y", 2)
print(P.y)
type.__delattr__(P, "y")
print(hasattr(P, "y"))
try:
    type.__setattr__(int, "z", 1)
except TypeError as e:
    print("TypeError", e)
from enum import Enum


class Color(Enum):
    RED = 1


for action in (lambda: setattr(Color, "RED", 2), lambda: delattr(Color, "RED")):
    try:
        action()
    except AttributeError as e:
        print("AttributeError", e)
Color.extra = "ok"
print(Color.extra, Color.RED)
