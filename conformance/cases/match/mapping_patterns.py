# Checks mapping patterns: required keys, extra keys ignored, nested mappings and non-dict subjects.
def handle(event):
    match event:
        case {"type": "click", "x": x, "y": y}:
            return f"click at {x},{y}"
        case {"type": "key", "key": "Enter"}:
            return "enter pressed"
        case {"type": "key", "key": k}:
            return f"key {k}"
        case {"type": t}:
            return f"unhandled type {t}"
        case {}:
            return "mapping without type"
        case _:
            return "not a mapping"

events = [
    {"type": "click", "x": 3, "y": 4},
    {"type": "click", "x": 1, "y": 2, "button": "left", "ts": 99},
    {"type": "click", "x": 1},
    {"type": "key", "key": "Enter", "mods": []},
    {"type": "key", "key": "q"},
    {"type": "scroll"},
    {"other": 1},
    {},
    [("type", "click")],
    "type",
]
for e in events:
    print(handle(e))

def config(cfg):
    match cfg:
        case {"db": {"host": host, "port": int(port)}, "debug": True}:
            return f"debug db at {host}:{port}"
        case {"db": {"host": host, "port": port}}:
            return f"db at {host}:{port!r}"
        case {"db": None}:
            return "db disabled"
    return "no db section"

print(config({"db": {"host": "localhost", "port": 5432}, "debug": True}))
print(config({"db": {"host": "prod", "port": 5432, "user": "x"}, "debug": False}))
print(config({"db": {"host": "h", "port": "5432"}, "debug": True}))
print(config({"db": None}))
print(config({"db": {"host": "h"}}))
print(config({"cache": {}}))

def keys_kinds(m):
    match m:
        case {1: one, "1": string_one}:
            return f"int key {one}, str key {string_one}"
        case {True: t}:
            return f"True key {t}"
        case {None: n}:
            return f"None key {n}"
    return "none"

print(keys_kinds({1: "a", "1": "b"}), keys_kinds({1: "only int"}), keys_kinds({None: 0}))

def value_none(m):
    match m:
        case {"result": None}:
            return "explicit None result"
        case {"result": r}:
            return f"result {r}"
    return "missing result"

print(value_none({"result": None}), value_none({"result": 0}), value_none({}))

class Color:
    RED = "r"

match {"r": "value under a dotted key"}:
    case {Color.RED: v}:
        print(v)
