"""match on literals, value patterns and guards."""

import enum


class Color(enum.Enum):
    RED = 1
    GREEN = 2


def classify(value):
    match value:
        case 0 | 0.0:
            return "zero"
        case True:
            return "true"
        case int(n) if n < 0:
            return "negative int"
        case int() | float():
            return "number"
        case Color.RED:
            return "red"
        case str() as s if s.isdigit():
            return "digit string"
        case str():
            return "string"
        case _:
            return "other"


print([classify(v) for v in [0, 0.0, True, -3, 7, 2.5, Color.RED, Color.GREEN, "42", "hi", None]])
