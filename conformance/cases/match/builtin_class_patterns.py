# Checks class patterns on builtins (int, str, float, list, dict, tuple) whose single positional matches self.
def describe(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(0):
            return "int zero"
        case int(n) if n < 0:
            return f"negative int {n}"
        case int(n):
            return f"int {n}"
        case float(f):
            return f"float {f}"
        case str(""):
            return "empty str"
        case str(s):
            return f"str {s!r}"
        case list([]):
            return "empty list"
        case list([first, *_]):
            return f"list starting {first!r}"
        case tuple((a, b)):
            return f"2-tuple {a}, {b}"
        case tuple(t):
            return f"tuple of {len(t)}"
        case dict({"id": i}):
            return f"dict with id {i}"
        case dict(d):
            return f"dict of {len(d)}"
        case set(s):
            return f"set of {len(s)}"
        case None:
            return "None"
    return f"unhandled {type(v).__name__}"

values = [True, 0, -4, 17, 2.5, "", "hi", [], ["a", 2], (1, 2), (1, 2, 3), {"id": 7}, {}, {1, 2}, None, range(2)]
for v in values:
    print(describe(v))

class MyStr(str):
    pass

class MyList(list):
    pass

print(describe(MyStr("sub")), "|", describe(MyList([9, 8])))

def parse_field(field):
    match field:
        case {"type": "int", "value": int(v)}:
            return v
        case {"type": "int", "value": str(v)} if v.lstrip("-").isdigit():
            return int(v)
        case {"type": "float", "value": int(v) | float(v)}:
            return float(v)
        case {"type": "list", "value": list(items)}:
            return [parse_field(i) for i in items]
        case {"type": t}:
            raise ValueError(f"cannot parse {t} field: {field.get('value')!r}")

print(parse_field({"type": "int", "value": 5}))
print(parse_field({"type": "int", "value": "-12"}))
print(parse_field({"type": "float", "value": 3}))
print(parse_field({"type": "list", "value": [{"type": "int", "value": "1"}, {"type": "float", "value": 0.5}]}))
try:
    parse_field({"type": "int", "value": "x1"})
except ValueError as e:
    print("ValueError:", e)
