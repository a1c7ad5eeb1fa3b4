# Checks OR patterns with literals, captures bound in every alternative, and nested alternatives.
def weekday_kind(day):
    match day.lower():
        case "sat" | "sun":
            return "weekend"
        case "mon" | "tue" | "wed" | "thu" | "fri":
            return "weekday"
        case _:
            return "invalid"

print([weekday_kind(d) for d in ["Sat", "mon", "FRI", "sun", "xyz"]])

def coords(p):
    match p:
        case (x, 0) | (0, x):
            return f"on an axis at {x}"
        case [x, y] | {"x": x, "y": y}:
            return f"point {x},{y}"
    return "unknown"

print(coords((5, 0)), coords((0, 7)), coords([2, 3]), coords({"x": 1, "y": 9, "z": 0}), coords("p"))

def response(resp):
    match resp:
        case {"status": 200 | 201 | 204, "body": body}:
            return f"success: {body}"
        case {"status": 301 | 302, "location": loc}:
            return f"redirect to {loc}"
        case {"status": 400 | 404 | 422 as code}:
            return f"client error {code}"
        case {"status": int(code)} if code >= 500:
            return f"server error {code}"
    return "unrecognized"

tests = [
    {"status": 200, "body": "hi"},
    {"status": 204, "body": ""},
    {"status": 302, "location": "/login"},
    {"status": 404},
    {"status": 422, "body": "bad"},
    {"status": 503},
    {"status": 418},
]
for t in tests:
    print(t["status"], "->", response(t))

def nested_or(cmd):
    match cmd:
        case ["go" | "move", ("north" | "south" | "east" | "west") as direction]:
            return f"moving {direction}"
        case ["look" | "l"] | ["examine", "room"]:
            return "looking around"
        case ["take" | "get", "all" | "everything"]:
            return "taking everything"
        case ["take" | "get", item]:
            return f"taking {item}"
    return "huh?"

for c in ["go north", "move west", "go up", "look", "l", "examine room", "take all", "get everything",
          "get lamp", "dance"]:
    print(f"{c!r:18} {nested_or(c.split())}")

def typed(v):
    match v:
        case int() | float():
            return "number"
        case str() | bytes():
            return "text"
        case list() | tuple():
            return "sequence"
    return "other"

print([typed(v) for v in [1, 2.5, "s", b"b", [1], (2,), {}, None, True]])
