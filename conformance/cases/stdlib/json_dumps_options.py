import json

record = {"id": 7, "name": "Ada", "tags": ["x", "y"], "meta": {"ok": True, "score": 9.5, "none": None}}
print(json.dumps(record))
print(json.dumps(record, indent=2))
print(json.dumps(record, indent=4, sort_keys=True))
print(json.dumps(record, separators=(",", ":")))
print(json.dumps(record, indent=2, separators=(",", ": ")))
print(json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps([[]], indent=2))
print(json.dumps("héllo wörld ☃"), json.dumps("héllo wörld ☃", ensure_ascii=False))
print(json.dumps(["\u0000", "\u001f", "\u00ff", "\uffff", "\U0001F600"]))
print(json.dumps((1, 2)), json.dumps(True), json.dumps(None), json.dumps(-0.0), json.dumps(2.5e-8))
print(json.dumps({"b": 2, "a": 1, "c": {"z": 0, "y": 1}}, sort_keys=True))
print(json.dumps({True: 1, False: 0, None: 2, 10: 3, 2.5: 4}))


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


def encode(o):
    if isinstance(o, Point):
        return {"x": o.x, "y": o.y}
    raise TypeError(f"cannot encode {type(o).__name__}")


print(json.dumps({"p": Point(1, 2), "ps": [Point(3, 4)]}, default=encode))
try:
    json.dumps(Point(1, 2))
except TypeError as e:
    print("TypeError", e)
try:
    json.dumps({"when": object()}, default=encode)
except TypeError as e:
    print("TypeError", e)


class Custom(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)


print(json.dumps({"s": {3, 1, 2}}, cls=Custom))
print(Custom(indent=1).encode([1, {2: 3}]))
print(json.JSONEncoder(sort_keys=True).encode({"b": [1], "a": "x"}))
