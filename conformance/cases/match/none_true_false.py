# Checks matching None, True and False: identity semantics, and how 1/0 differ from True/False.
def which(v):
    match v:
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case 0:
            return "zero"
        case 1:
            return "one"
        case _:
            return "other"

for v in [None, True, False, 0, 1, 0.0, 1.0, "", [], "None"]:
    print(repr(v), "->", which(v))

def numeric_first(v):
    match v:
        case 1:
            return "matched literal 1"
        case True:
            return "matched True"
        case _:
            return "neither"

print(numeric_first(True), "|", numeric_first(1), "|", numeric_first(1.0))

def flag(d):
    match d:
        case {"enabled": True}:
            return "on"
        case {"enabled": False}:
            return "off"
        case {"enabled": None}:
            return "unset"
        case {"enabled": other}:
            return f"invalid {other!r}"
    return "missing"

print([flag(d) for d in [{"enabled": True}, {"enabled": False}, {"enabled": None}, {"enabled": 1},
                         {"enabled": 0}, {"enabled": "yes"}, {}]])

def optional_pair(p):
    match p:
        case (None, None):
            return "both missing"
        case (x, None) | (None, x):
            return f"one present: {x}"
        case (x, y):
            return f"both: {x}, {y}"

print(optional_pair((None, None)), "|", optional_pair((3, None)), "|", optional_pair((None, 4)), "|", optional_pair((0, False)))

def bool_class(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(i):
            return f"int {i}"

print(bool_class(True), bool_class(0), bool_class(False))

def lookup(key):
    table = {"a": 1, "b": None}
    match table.get(key, "absent"):
        case None:
            return f"{key}: present but None"
        case "absent":
            return f"{key}: absent"
        case value:
            return f"{key}: {value}"

print(lookup("a"), "|", lookup("b"), "|", lookup("c"))
