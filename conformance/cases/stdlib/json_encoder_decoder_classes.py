"""json's JSONEncoder and JSONDecoder used directly: default() overrides, iterencode chunks,
raw_decode positions, the hooks and constants, strict mode, and the errors they raise."""
import json


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


class SetEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        if isinstance(o, complex):
            return {"re": o.real, "im": o.imag} if False else [o.real]
        return super().default(o)


print(json.dumps({"s": {3, 1, 2}, "f": frozenset([5])}, cls=SetEncoder))
print(SetEncoder(sort_keys=True, indent=1).encode({"b": {2, 1}, "a": None}))
print(list(json.JSONEncoder().iterencode({"a": [1, 2.5, None, True], "b": "x"})))
print(list(json.JSONEncoder(indent=2).iterencode([1, {"k": []}])))
print(json.JSONEncoder(separators=(",", ":")).encode([1, {"a": 2}]), json.JSONEncoder().encode("é"))
print(json.JSONEncoder(ensure_ascii=False).encode("é\u2028"))
attempt("default unserializable", lambda: json.JSONEncoder().encode(object.__new__(object).__class__))
attempt("encoder set", lambda: json.JSONEncoder().encode({1, 2}))
attempt("encoder bytes", lambda: json.dumps(b"x"))
attempt("encoder complex", lambda: json.dumps(1j if False else 3 + 0.5j * 0 if False else range(3)))
attempt("dumps default raising", lambda: json.dumps([object()], default=lambda o: 1 / 0))
attempt("dumps default returns self", lambda: json.dumps([1], default=lambda o: o))
print(json.dumps([{1, 2}], default=sorted), json.dumps({"x": range(3)}, default=list))
decoder = json.JSONDecoder()
print(decoder.decode('{"a": [1, 2]}'), decoder.raw_decode('[1, 2] trailing'), decoder.raw_decode('"s"  x'))
attempt("raw_decode leading space", lambda: decoder.raw_decode(' [1]'))
attempt("raw_decode empty", lambda: decoder.raw_decode(''))
attempt("decode extra", lambda: decoder.decode('[1] [2]'))
pairs = json.loads('{"a": 1, "b": 2, "a": 3}', object_pairs_hook=lambda p: p)
print(pairs, json.loads('{"a": 1, "a": 3}'), json.loads('{"x": {"y": 1}}', object_hook=lambda d: sorted(d.items())))
print(json.loads('[NaN, Infinity, -Infinity]', parse_constant=lambda name: f"<{name}>"))
print(json.loads('[1.5, 2, 10000000000000000000000]', parse_float=lambda s: f"F{s}", parse_int=lambda s: f"I{s}"))
print(json.loads('["a\\tb"]'), json.loads('"\\ud83d\\ude00"'), json.loads('"\\u00e9"'), json.loads('-0'), json.loads('-0.0'))
print(json.loads('1e400'), json.loads('-1e400'), json.loads('1E2'), json.loads(' \n\t[ ]\r\n'), json.loads('{"": ""}'))
attempt("control character strict", lambda: json.loads('"a\tb"'))
print(json.loads('"a\tb"', strict=False), json.JSONDecoder(strict=False).decode('["x\ny"]'))
attempt("loads bytes", lambda: json.loads(b'[1, "x"]'))
attempt("loads bytearray type", lambda: json.loads(3))
attempt("loads None", lambda: json.loads(None))
attempt("dumps bad indent type", lambda: json.dumps([1], indent=[1]))
print(json.dumps([1, [2]], indent=-1), json.dumps({"a": 1}, indent=""), json.dumps([], indent=4), json.dumps({}, indent=4))
attempt("dumps bad separators", lambda: json.dumps([1, 2], separators=(",",)))
attempt("encoder bad kw", lambda: json.JSONEncoder(bogus=1))
