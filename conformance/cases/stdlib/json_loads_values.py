import json

text = """
{
    "users": [
        {"name": "ada", "age": 36, "admin": true, "email": null},
        {"name": "bob", "age": 41.5, "admin": false, "tags": ["a", "b"]}
    ],
    "count": 2,
    "ratio": 1e-3,
    "big": 123456789012345678901234567890,
    "neg": -12,
    "unicode": "caf\\u00e9 \\ud83d\\ude00 \\"quoted\\" back\\\\slash \\/ tab\\t"
}
"""
data = json.loads(text)
print(data)
print(type(data["count"]).__name__, type(data["ratio"]).__name__, type(data["big"]).__name__)
print([u["name"] for u in data["users"] if u["admin"]], sum(u["age"] for u in data["users"]))
print(json.loads("[]"), json.loads("{}"), json.loads('"x"'), json.loads("3"), json.loads(" -4.25e2 "))
print(json.loads("[NaN, Infinity, -Infinity]"))
print(json.loads('{"a": {"b": {"c": [1, [2, [3]]]}}}')["a"]["b"]["c"][1][1])
print(json.loads('"\\u00e9"') == "é", len(json.loads('"\\ud83d\\ude00"')))
print(json.loads("1.0"), json.loads("1E400"), json.loads("-1e-400"))
print(json.loads('{"x": 1}', object_hook=lambda d: {k.upper(): v for k, v in d.items()}))
print(json.loads("[1.1, 2]", parse_float=lambda s: "F" + s, parse_int=lambda s: "I" + s))
print(json.loads("[NaN]", parse_constant=lambda name: name.lower()))
try:
    json.loads(3)
except TypeError as e:
    print("TypeError", e)
decoder = json.JSONDecoder()
print(decoder.raw_decode('{"a": 1} trailing'), decoder.decode(" [1] "))
for bad in ['{"a": 1', "[1, 2", "tru", '{"a" : }', '["\\q"]', "[0x10]", "[.5]", "[+1]", '{"a": 1}}', '"\t"']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), "->", e.msg, e.pos, e.lineno, e.colno)
try:
    json.loads('{\n  "a": 1,\n  "b": ,\n}')
except ValueError as e:
    print(type(e).__name__, e)
print(json.loads('"\t"', strict=False))
