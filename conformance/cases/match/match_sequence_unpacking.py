"""match sequence patterns of fixed and variable length."""


def shape(seq):
    match seq:
        case []:
            return "empty"
        case [x]:
            return f"one: {x}"
        case [x, y]:
            return f"pair: {x}, {y}"
        case [x, *rest, y] if len(rest) > 2:
            return f"long from {x} to {y} ({len(rest)} inside)"
        case [_, *rest]:
            return f"short, rest={rest}"


for s in [[], [1], [1, 2], [1, 2, 3], list(range(7)), (9, 8), "ab"]:
    print(repr(s), shape(s))
