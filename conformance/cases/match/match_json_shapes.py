"""match statements over JSON-like dicts and lists."""

import json

events = json.loads('[{"type": "click", "x": 3, "y": 4}, {"type": "key", "key": "q"}, {"type": "scroll", "delta": -2}, {"type": "key"}, [1, 2], null]')


def describe(event):
    match event:
        case {"type": "click", "x": int(x), "y": int(y)}:
            return f"click at ({x}, {y})"
        case {"type": "key", "key": str(k)}:
            return f"key {k}"
        case {"type": str(t), **rest}:
            return f"other {t} {sorted(rest)}"
        case [first, *_]:
            return f"list starting {first}"
        case None:
            return "nothing"


for e in events:
    print(describe(e))
