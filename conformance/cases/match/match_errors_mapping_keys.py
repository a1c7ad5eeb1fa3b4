# Checks mapping patterns: duplicate keys found at run time, unhashable keys, length checks first, get() semantics without __missing__.
class Keys:
    A = "a"
    ALSO_A = "a"
    LIST = []
    ONE = 1

def duplicate(v):
    match v:
        case {Keys.A: 1, Keys.ALSO_A: 2}:
            return "matched"
    return "no match"

def numeric_duplicate(v):
    match v:
        case {Keys.ONE: x, 1.0: y}:
            return "matched"
    return "no match"

def unhashable(v):
    match v:
        case {Keys.LIST: 1}:
            return "matched"
    return "no match"

for label, f, v in [
    ("duplicate", duplicate, {"a": 1, "b": 2}),
    ("duplicate, too short", duplicate, {}),
    ("duplicate, not a mapping", duplicate, [1]),
    ("numeric duplicate", numeric_duplicate, {1: 2, 3: 4}),
    ("unhashable", unhashable, {"a": 1}),
    ("unhashable, empty", unhashable, {}),
]:
    try:
        print(label, "->", f(v))
    except (ValueError, TypeError) as e:
        print(label, "->", type(e).__name__, e)

class Defaulting(dict):
    def __missing__(self, key):
        print("__missing__ called for", key)
        return 0

def lookup(v):
    match v:
        case {"a": a, "zz": z}:
            return "both", a, z
        case {"a": a, **rest}:
            return "a", a, rest, type(rest).__name__

print(lookup(Defaulting(a=1, b=2)))

class CustomGet(dict):
    def get(self, key, default=None):
        print("get", repr(key), "default is a fresh object:", type(default).__name__)
        if key == "absent":
            return default
        return f"value for {key}"

def custom(v):
    match v:
        case {"absent": _}:
            return "absent found"
        case {"x": x, "y": y}:
            return x, y

print(custom(CustomGet(x=1, y=2)))

class Counting(dict):
    def __len__(self):
        print("len checked")
        return dict.__len__(self)

def length_first(v):
    match v:
        case {"a": _, "b": _, "c": _}:
            return "three keys"
        case {"a": a}:
            return f"a={a}"
        case {}:
            return "any mapping"

print(length_first(Counting(a=1)))
print(length_first(Counting()))

class Node:
    KIND = "kind"

def dotted_and_literal(v):
    match v:
        case {Node.KIND: "leaf", "value": value, **extra}:
            return f"leaf {value} extra={extra}"
        case {Node.KIND: kind}:
            return f"other {kind}"

print(dotted_and_literal({"kind": "leaf", "value": 3, "z": 0}), dotted_and_literal({"kind": "branch"}))
