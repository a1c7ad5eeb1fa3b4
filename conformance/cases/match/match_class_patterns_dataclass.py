"""match class patterns over dataclasses with positional fields."""

from dataclasses import dataclass


@dataclass
class Circle:
    r: float


@dataclass
class Rect:
    w: float
    h: float


def area(shape):
    match shape:
        case Circle(r=0) | Rect(0, _) | Rect(_, 0):
            return 0
        case Circle(r):
            return round(3.14159 * r * r, 2)
        case Rect(w, h) if w == h:
            return f"square {w * h}"
        case Rect(w, h):
            return w * h
        case _:
            return "unknown"


for s in [Circle(1), Circle(0), Rect(2, 3), Rect(4, 4), Rect(0, 5), "x"]:
    print(s, area(s))
