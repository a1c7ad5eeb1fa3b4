# Checks OR patterns whose alternatives capture the same names in different orders and at different depths.
def swap(v):
    match v:
        case {"x": x, "y": y} | {"y": y, "x": x}:
            return x, y

print(swap({"y": 2, "x": 1}), swap({"x": "a", "y": "b"}))

def reorder(v):
    match v:
        case [a, (b, c) | (c, b, _)]:
            return a, b, c

print(reorder([1, (2, 3)]), reorder([1, (2, 3, 4)]))

def many(v):
    match v:
        case [[a, b] | [b, a, _], [c, d] | (d, c, _)] if False:
            return "never"
        case [[a, b] | [b, a, _], [c, d] | (d, c, _)]:
            return a, b, c, d

print(many([[1, 2, 0], (3, 4, 0)]), many([[1, 2], [3, 4]]))

def three_names(v):
    match v:
        case (p, q, r) | [r, q, p, _] | {"p": p, "q": q, "r": r}:
            return p, q, r

print(three_names((1, 2, 3)), three_names([1, 2, 3, 4]), three_names({"r": 3, "p": 1, "q": 2}))

def nested_or(v):
    match v:
        case ((1 | 2) as small) | ([(3 | 4) as small, *_]):
            return small
    return None

print(nested_or(1), nested_or([4, 0]), nested_or([5]))

def typed(v):
    match v:
        case int(x) | float(x) | str(x) if x:
            return "truthy", x
        case [*xs] | (*xs,):
            return xs
    return "falsy"

print(typed("s"), typed((1, 2)), typed(0))

class Pt:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

def class_or(v):
    match v:
        case Pt(x, 0) | Pt(0, x) | [x, 0]:
            return f"on axis at {x}"
        case Pt(x=x, y=y) | {"x": x, "y": y}:
            return f"({x}, {y})"

print(class_or(Pt(3, 0)), class_or(Pt(0, 4)), class_or([5, 0]), class_or(Pt(1, 2)), class_or({"y": 7, "x": 6}))
