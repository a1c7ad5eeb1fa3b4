# json.decoder and json.encoder as agents import them: the error class caught by its full
# name, custom encoder and decoder subclasses, and the string helpers.
import json
import json.decoder
import json.encoder
from json.decoder import JSONDecodeError, JSONDecoder
from json.encoder import JSONEncoder

print(JSONDecodeError is json.JSONDecodeError, JSONDecoder is json.JSONDecoder, JSONEncoder is json.JSONEncoder)
print(json.decoder.JSONDecodeError is JSONDecodeError, json.encoder.JSONEncoder is JSONEncoder)
print(JSONDecodeError, JSONDecoder, JSONEncoder, issubclass(JSONDecodeError, ValueError))
print(JSONDecodeError.__module__, JSONDecoder.__module__, JSONEncoder.__module__)

for text in ['{"a": 1,}', '[1, 2', '{"tool": "search" "args": {}}', '', 'nul', '{"a": 1} x']:
    try:
        json.loads(text)
    except json.decoder.JSONDecodeError as e:
        print(type(e).__name__, "|", e, "|", e.msg, e.pos, e.lineno, e.colno)


class SetEncoder(json.encoder.JSONEncoder):
    def default(self, o):
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        return super().default(o)


print(json.dumps({"tags": {"b", "a"}, "n": 1}, cls=SetEncoder, sort_keys=True))
print(SetEncoder(indent=2).encode({"x": frozenset([3, 1])}))
try:
    SetEncoder().encode({"x": object})
except TypeError as e:
    print("TypeError", e)


class Tolerant(JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_hook=self.hook, **kw)

    def hook(self, d):
        return {k.lower(): v for k, v in d.items()}


print(json.loads('{"Name": "x", "Inner": {"ID": 3}}', cls=Tolerant))
print(JSONDecoder().raw_decode('{"a": [1, 2]} trailing'))
print(json.encoder.encode_basestring('tab\there "q" caf\u00e9'))
print(json.encoder.encode_basestring_ascii('tab\there "q" caf\u00e9 \U0001f600'))
print(json.decoder.scanstring('"ab\\n\\u00e9" rest', 1))
for args in [('"open', 1), ('"a\nb"', 1, True), ('"bad \\x"', 1)]:
    try:
        json.decoder.scanstring(*args)
    except JSONDecodeError as e:
        print("JSONDecodeError", e)
print(json.decoder.scanstring('"a\nb"', 1, False))
