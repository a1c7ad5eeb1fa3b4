import json

cases = [
    "",
    "{",
    "[1, 2",
    '{"a" 1}',
    '{"a": 1,}',
    "[1,]",
    "{'a': 1}",
    '"abc',
    "tru",
    "nul",
    '{"a": 1} x',
    "[1] [2]",
    '"\\x"',
    '"\\u12"',
    '{1: 2}',
    "  \n  [\n1,\n2\n",
]
for text in cases:
    try:
        json.loads(text)
        print(repr(text), "parsed")
    except json.JSONDecodeError as e:
        print(repr(text), "|", e, "|", e.msg, e.pos, e.lineno, e.colno)
print(issubclass(json.JSONDecodeError, ValueError))
try:
    json.loads(b"[1]".decode() + "\x00")
except ValueError as e:
    print(type(e).__name__, e)
