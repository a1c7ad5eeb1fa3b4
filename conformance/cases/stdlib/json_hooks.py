import json
from collections import OrderedDict
from fractions import Fraction

text = '{"b": 1, "a": {"x": 1.25, "y": [1, 2]}, "c": "s"}'
print(json.loads(text, object_pairs_hook=list))
print(json.loads(text, object_pairs_hook=OrderedDict))


def hook(d):
    if "x" in d:
        return ("point", d["x"], tuple(d["y"]))
    return d


print(json.loads(text, object_hook=hook))
print(json.loads("[0.1, 2.5, 3]", parse_float=Fraction))
print(json.loads("[1, -2]", parse_int=lambda s: int(s) * 10))
print(json.loads('[NaN, Infinity]', parse_constant=lambda s: "<" + s + ">"))
dec = json.JSONDecoder()
print(dec.raw_decode('{"a": 1} trailing'))
print(dec.raw_decode('[1, 2]   '))
try:
    dec.raw_decode("   [1]")
except json.JSONDecodeError as e:
    print("JSONDecodeError", e)
print(json.loads('{"a": 1, "a": 2}'))
