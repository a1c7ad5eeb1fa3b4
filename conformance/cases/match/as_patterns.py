# Checks AS patterns binding a whole sub-match, combined with OR patterns, classes and sequences.
def classify(value):
    match value:
        case (0 | 1) as bit:
            return f"bit {bit}"
        case int() as n if n < 0:
            return f"negative {n}"
        case [int() as a, int() as b] as pair:
            return f"int pair {pair} sum={a + b}"
        case [*_] as seq if len(seq) > 3:
            return f"long sequence of {len(seq)}"
        case str() as s:
            return f"string of length {len(s)}"
        case {"id": int() as ident} as record:
            return f"record {ident} with {len(record)} keys"
        case other:
            return f"other {other!r}"

for v in [0, 1, -5, 7, [1, 2], [1, "2"], [1, 2, 3, 4], "hey", {"id": 4, "x": 1}, {"id": "4"}, None]:
    print(classify(v))

def move(cmd):
    match cmd.split():
        case ["go", ("north" | "south") as direction] as words:
            return f"{direction} (from {len(words)} words)"
        case ["go", direction]:
            return f"cannot go {direction}"
        case [("quit" | "exit") as verb]:
            return f"bye via {verb}"
    return "unknown"

print(move("go north"), "|", move("go south"), "|", move("go up"), "|", move("exit"), "|", move("jump"))

class Vec:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"

def describe(obj):
    match obj:
        case Vec(0, 0) as zero:
            return f"zero vector {zero}"
        case Vec(x=(int() | float()) as x, y=0) as v:
            return f"{v} lies on x axis at {x}"
        case Vec() as v:
            return f"general {v}"
    return "no vector"

print(describe(Vec(0, 0)), "|", describe(Vec(2.5, 0)), "|", describe(Vec(1, 1)), "|", describe((0, 0)))

def outer_and_inner(data):
    match data:
        case {"user": {"name": str() as name} as user} as whole:
            return name, sorted(user), len(whole)
    return None

print(outer_and_inner({"user": {"name": "ann", "age": 3}, "v": 1}))
print(outer_and_inner({"user": {"name": 5}}))

match [1, [2, 3]]:
    case [_, [_, _] as inner] as everything:
        print(inner, everything, inner is everything[1])
