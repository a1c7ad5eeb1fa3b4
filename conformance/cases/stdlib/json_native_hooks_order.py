# Hooks run by the native scanner's program: CPython's order, arguments and errors.
import json

calls = []


def record(name, result=None):
    def hook(arg):
        calls.append((name, arg))
        return result(arg) if result else arg
    return hook


doc = '{"a": [1, 2.5, NaN, {"b": {}}], "a": -0, "big": 123456789012345678901234567890, "c": [Infinity, -Infinity, true]}'
print(json.loads(doc, object_hook=record("object", lambda d: sorted(d.items()))))
print(calls)
calls.clear()
print(json.loads(doc, object_pairs_hook=record("pairs"), parse_int=record("int", int), parse_float=record("float", float),
                 parse_constant=record("constant")))
print(calls)
calls.clear()
for bad in ['[1.5, {"x": 2}, 3.5, oops]', '{"k": [1.5, {}], "k2" 2}', '[1.5] 2', '[' * 3000 + '1.5', '["\\q", 1.5]']:
    try:
        json.loads(bad, parse_float=record("float"), object_hook=record("object"))
    except (json.JSONDecodeError, RecursionError) as e:
        print(type(e).__name__, str(e)[:90], calls)
    calls.clear()


def failing(pairs):
    raise KeyError(len(pairs))


try:
    json.loads('[{"a": 1}, {"b": 2}, bad]', object_pairs_hook=failing)
except KeyError as e:
    print("KeyError", e)
print(json.loads('{"x": 1, "x": 2, "y": {"x": 3}}', object_pairs_hook=lambda pairs: pairs))
print(json.loads('[1, 10, 100]', parse_int=lambda s: len(s)), json.loads('[1e5, 0.5]', parse_float=str))
print(json.loads('{"a": NaN}', parse_constant=lambda name: name.lower(), object_hook=dict))
decoder = json.JSONDecoder(object_hook=lambda d: ("obj", len(d)))
print(decoder.decode('  [{"a": 1}, {}]  '), decoder.raw_decode('xx{"k": {"j": 1}} yy', 2))
try:
    json.loads('[' + '1' * 5000 + ']', object_hook=dict)
except ValueError as e:
    print(str(e)[:60])
print(json.loads('["caf\\u00e9", "\\ud83d\\ude00", "é"]', object_hook=dict, strict=False))
print(json.loads('{"t": "a\tb"}', strict=False, object_pairs_hook=list))
try:
    json.loads('{"t": "a\tb"}', object_pairs_hook=list)
except json.JSONDecodeError as e:
    print(e)
