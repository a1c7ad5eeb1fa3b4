# Subclass overrides and odd arguments around the native json paths keep CPython's behaviour.
import json


class Tracing(json.JSONDecoder):
    def raw_decode(self, s, idx=0):
        print("raw_decode at", idx)
        return super().raw_decode(s, idx)


print(json.loads(' [1, {"a": 2}] ', cls=Tracing))
print(json.JSONDecoder().raw_decode("[1, 2]", True))


class Keys(json.JSONDecoder):
    def decode(self, s):
        return sorted(super().decode(s))


print(json.loads('{"b": 1, "a": 2}', cls=Keys))
for separators in [(",", b":"), (b",", ":")]:
    try:
        print(json.dumps([1, {"a": 2}], separators=separators))
    except TypeError as e:
        print("TypeError", e)
print(json.dumps("no separators needed", separators=(1, 2)))
decoder = json.JSONDecoder()
decoder.object_hook = lambda d: sorted(d.items())
print(decoder.decode('{"b": 1, "a": {"d": 2, "c": 3}}'))
order = []
print(json.loads('{"x": [1.5, {"y": 2}], "z": 3}', object_pairs_hook=lambda p: order.append(p) or len(order),
                 parse_float=lambda s: order.append(s) or s))
print(order)
