# Unicode escapes, surrogate pairs, lone surrogates and ensure_ascii of the native json paths.
import json

text = json.loads('"\\u00e9\\u20ac\\ud83d\\ude00\\uD83D\\uDE00 \\"\\\\\\/\\b\\f\\n\\r\\t"')
print(ascii(text), len(text))
print(json.loads('"\\ud800"') == "\ud800", len(json.loads('"\\ud800"')))
print(len(json.loads('"\\udc00\\ud800x"')), len(json.loads('"\\ud800\\u0041"')))
print(json.loads('"\\ud83d\\ude00"') == "\U0001f600")
print(json.loads('["é€😀", {"ключ": "значение"}]'))
for s in ["plain", "é€😀", "\x00\x1f\x7f\x80", 'quote " back \\ slash', "\u2028\u2029", "tab\there", "日本語"]:
    print(json.dumps(s), json.dumps(s, ensure_ascii=False), json.dumps([s, {s: s}]))
    print(json.dumps({s: [s]}, ensure_ascii=False, indent=1))
    print(json.loads(json.dumps(s)) == s, json.loads(json.dumps(s, ensure_ascii=False)) == s)
from json import encoder
print(encoder.encode_basestring_ascii("é😀\n"), encoder.encode_basestring("é😀\n"))
print(json.loads(b'["\xc3\xa9"]'), json.loads(bytearray(b'{"a": "\\u00e9"}')))
print(json.loads('"' + "x" * 300 + '\\n' + "é" * 200 + '"') == "x" * 300 + "\n" + "é" * 200)
