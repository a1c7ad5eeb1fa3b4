# JSONDecodeError messages, positions, lines and columns of the native scanner, as CPython's.
import json

documents = [
    "", "   ", "[", "[1,", "[1,]", "[1 2]", "{", "{ ", '{"a"', '{"a" 1}', '{"a":}', '{"a":1,}',
    '{"a":1 "b":2}', "{1: 2}", "{'a': 1}", '"abc', '"a\\', '"\\x41"', '"\\u12"', '"\\u12G4"',
    '"\\u1234', '"\\ud800\\u12"', '"a\tb"', '"a\nb"', "[1] [2]", "1 2", "nul", "tru", "-", "-a",
    "01", "1.", ".5", "1e", "+1", "[-Infinity, Infin]", "NaNa", '{"é": 1, "ü" 2}',
    '["é€😀", x]', '\n\n  [1,\n   2,\n   @]', '{"a": [1, {"b": "c\x01"}]}', "\ufeff[1]", "[1]\n\n x",
]
for doc in documents:
    try:
        value = json.loads(doc)
        print("ok", repr(value))
    except json.JSONDecodeError as e:
        print(repr(doc)[:30], "|", e.msg, "|", e.pos, e.lineno, e.colno, "|", e)

print(json.loads('"a\tb\x01"', strict=False) == "a\tb\x01")
try:
    json.JSONDecoder(strict=True).decode('["ok", "bad\x1f"]')
except ValueError as e:
    print(type(e).__name__, e)
decoder = json.JSONDecoder()
for doc, idx in [("  [1, 2] tail", 2), ('xx{"a": 1}yy', 2), ("abc", 3), ("abc", 10), ("[é, 1]", 0)]:
    try:
        print(decoder.raw_decode(doc, idx))
    except json.JSONDecodeError as e:
        print("raw", e.msg, e.pos, e.colno)
try:
    decoder.raw_decode("[1]", -1)
except ValueError as e:
    print(e)
