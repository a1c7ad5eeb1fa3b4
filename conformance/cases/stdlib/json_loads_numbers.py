import json

for text in ["0", "-0", "-0.0", "1.5", "1e3", "1E-2", "12345678901234567890", "3.0e+2", "-1.25e-5"]:
    v = json.loads(text)
    print(text, repr(v), type(v).__name__)
print(json.loads("[1, 2.0, -3]"))
print(json.loads("1.5", parse_float=str), json.loads("7", parse_int=float))
print(json.loads('{"n": NaN, "i": Infinity, "m": -Infinity}'))
for bad in ["01", "1.", ".5", "+1", "-", "1e", "0x10", "--1"]:
    try:
        json.loads(bad)
        print(bad, "ok?")
    except json.JSONDecodeError as e:
        print(repr(bad), type(e).__name__, e)
