import codecs
import json

for name in ["utf-8", "UTF8", "latin1", "Latin-1", "utf_16", "utf-16-be", "U32", "utf-8-sig", "unicode_escape",
             "hex", "base64", "rot13", "zlib", "ascii"]:
    info = codecs.lookup(name)
    print(name, "->", info.name, isinstance(info, tuple), len(info))
print(codecs.encode("héllo", "utf-8"), codecs.decode(b"h\xc3\xa9llo"), codecs.encode("héllo", "latin-1"))
print(codecs.encode("Hello, World!", "rot13"), codecs.decode("Uryyb", "rot_13"))
print(codecs.encode(b"hi there", "hex"), codecs.decode(b"6869", "hex"), codecs.decode("6869", "hex"))
print(codecs.encode(b"agent", "base64"), codecs.decode(b"YWdlbnQ=\n", "base64"))
print(codecs.decode(codecs.encode(b"x" * 50, "zlib"), "zlib") == b"x" * 50)
print(codecs.encode("é", "utf-8-sig"), codecs.decode(b"\xef\xbb\xbf[1, 2]", "utf-8-sig"), codecs.decode(b"[3]", "utf-8-sig"))
print(codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF32_BE, codecs.BOM == codecs.BOM_LE)
escaped = r"Quote: \"hi\"\nNext line\t\u00e9"
print(codecs.decode(escaped, "unicode_escape"))
print(codecs.encode("tab\tnew\né", "unicode_escape"))
enc = codecs.getencoder("utf-16-le")
print(enc("ab"), codecs.getdecoder("ascii")(b"xyz"))
print(json.loads(codecs.decode(codecs.encode('{"k": "v"}', "utf-16"), "utf-16")))
for call in [lambda: codecs.lookup("nope"), lambda: codecs.encode("é", "ascii"), lambda: codecs.decode(b"\xff", "utf-8"),
             lambda: codecs.lookup(5)]:
    try:
        print(call())
    except (LookupError, UnicodeError, ValueError, TypeError) as e:
        print(type(e).__name__, e)

def search(name):
    if name == "shout":
        return codecs.CodecInfo(lambda s, errors="strict": (s.upper().encode(), len(s)),
                                lambda b, errors="strict": (bytes(b).decode().lower(), len(b)), name="shout")
    return None

codecs.register(search)
print(codecs.encode("quiet", "shout"), codecs.decode(b"LOUD", "shout"), codecs.lookup("SHOUT").name)
codecs.unregister(search)
try:
    codecs.lookup("shout")
except LookupError as e:
    print(e)
