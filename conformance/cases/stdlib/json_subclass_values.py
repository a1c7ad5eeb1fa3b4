"""json.dumps of subclasses of the builtin types, enums, named tuples and special floats and
ints: what CPython writes for each, and which keys it accepts."""
import enum
import json
from collections import OrderedDict, namedtuple


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


class MyDict(dict):
    pass


class MyList(list):
    pass


class MyStr(str):
    def __str__(self):
        return "custom str"


class MyInt(int):
    def __repr__(self):
        return "MyInt!"


class MyFloat(float):
    def __repr__(self):
        return "MyFloat!"


class Color(enum.IntEnum):
    RED = 1


class Name(enum.StrEnum):
    ADA = "ada"


class Plain(enum.Enum):
    A = 1


Point = namedtuple("Point", "x y")
print(json.dumps(MyDict(a=MyList([1, 2]))), json.dumps(MyStr("s")), json.dumps(MyInt(5)), json.dumps(MyFloat(1.5)))
print(json.dumps([Color.RED, Name.ADA]), json.dumps({Color.RED: 1, Name.ADA: 2}), json.dumps(Point(1, 2)))
print(json.dumps(OrderedDict([("z", 1), ("a", 2)])), json.dumps(OrderedDict([("z", 1), ("a", 2)]), sort_keys=True))
print(json.dumps({True: 1, False: 2, None: 3, 1.5: 4, 2: 5}), json.dumps({MyInt(3): 1, MyStr("k"): 2}))
print(json.dumps([1.0, -0.0, 1e300, 1e-300, 0.1 + 0.2, 2.5e-5, 123456789012345678.0, True, False, None]))
print(json.dumps(10**30), json.dumps(-(10**25)), json.dumps([float("inf")]), json.dumps((1, (2, 3))))
attempt("enum key", lambda: json.dumps({Plain.A: 1}))
attempt("enum value", lambda: json.dumps([Plain.A]))
attempt("tuple key", lambda: json.dumps({(1,): 2}))
attempt("nan disallowed", lambda: json.dumps(MyFloat("nan"), allow_nan=False))
attempt("inf key disallowed", lambda: json.dumps({float("inf"): 1}, allow_nan=False))
print(json.dumps({float("nan"): 1, float("-inf"): 2}))
attempt("sort mixed keys", lambda: json.dumps({1: "a", "b": 2}, sort_keys=True))
print(json.dumps({3: "c", 1: "a", 2: "b"}, sort_keys=True), json.dumps({"b": 1, "a": {"d": 1, "c": 2}}, sort_keys=True))
nested = {"a": [1, {"b": [2, {"c": []}]}], "d": {}}
print(json.dumps(nested, indent=2, sort_keys=True))
print(json.dumps(nested, separators=(",", ":")), json.dumps(nested, indent=1, separators=(",", ": ")))
print(json.dumps("\x00\x1f\x7f\u2028\U0001d11e"), json.dumps("\u00e9", ensure_ascii=False))
