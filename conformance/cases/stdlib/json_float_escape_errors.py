# json errors whose exact text matters: an out-of-range float with allow_nan=False (CPython's
# indented encoder names the value, the compact one does not) and a \uXXXX escape that ends
# the document (reported as an invalid escape, not an unterminated string).
import json


def show(thunk):
    try:
        print(repr(thunk()))
    except json.JSONDecodeError as e:
        print("JSONDecodeError", repr(e.msg), e.pos, e.lineno, e.colno)
    except ValueError as e:
        print("ValueError", repr(str(e)))


for value in [float("nan"), [float("inf")], {"a": -float("inf")}, {float("nan"): 1}, {-float("inf"): 1}]:
    for indent in [None, 0, 2, "\t"]:
        show(lambda: json.dumps(value, allow_nan=False, indent=indent))
    show(lambda: json.dumps(value, allow_nan=False, separators=(",", ":")))
    show(lambda: json.JSONEncoder(allow_nan=False, indent=1).encode(value))

for text in ['"\\u0041', '"\\u0041"', '"\\u004', '"\\u', '"\\ud83d\\ude00', '"\\ud83d\\ude00"', '"\\ud83d\\ude0',
             '["\\u20AC', '{"\\u20AC', '{"a": "x\\u00e9', '"\\ud83d\\u00zz"', '"\\ud83d\\u00zz']:
    show(lambda: json.loads(text))
