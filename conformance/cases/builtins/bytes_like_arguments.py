# Builtins and standard modules that take bytes-like objects accept bytearray and memoryview.
import base64
import binascii
import hashlib
import io
import json
import re
import zlib

ba = bytearray(b"The quick brown fox")
mv = memoryview(b"The quick brown fox")


def attempt(label, act):
    try:
        print(label, "->", repr(act()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


attempt("sha256 bytearray", lambda: hashlib.sha256(ba).hexdigest())
attempt("sha256 memoryview", lambda: hashlib.sha256(mv).hexdigest())
attempt("md5 slice of view", lambda: hashlib.md5(mv[4:9]).hexdigest())
hasher = hashlib.sha1()
hasher.update(ba)
hasher.update(mv)
attempt("sha1 updates", lambda: hasher.hexdigest())
attempt("hashlib.new", lambda: hashlib.new("sha256", bytearray(b"x")).hexdigest())
attempt("hash str", lambda: hashlib.sha256("text"))
attempt("b64encode", lambda: base64.b64encode(ba))
attempt("b64encode view", lambda: base64.b64encode(mv[:3]))
attempt("b64decode bytearray", lambda: base64.b64decode(bytearray(b"aGk=")))
attempt("urlsafe", lambda: base64.urlsafe_b64encode(bytearray(b"\xfb\xff")))
attempt("b16encode", lambda: base64.b16encode(ba[:4]))
attempt("b32encode", lambda: base64.b32encode(mv[:5]))
attempt("b85encode", lambda: base64.b85encode(bytearray(b"abcd")))
attempt("encodebytes", lambda: base64.encodebytes(bytearray(b"line")))
attempt("hexlify", lambda: binascii.hexlify(ba[:4]))
attempt("unhexlify", lambda: binascii.unhexlify(bytearray(b"cafe")))
attempt("binascii crc32", lambda: binascii.crc32(mv))
attempt("zlib crc32", lambda: zlib.crc32(ba))
attempt("zlib adler32", lambda: zlib.adler32(mv))
attempt("zlib roundtrip", lambda: zlib.decompress(bytearray(zlib.compress(ba))))
packer = zlib.compressobj()
attempt("zlib compressobj", lambda: zlib.decompress(packer.compress(mv) + packer.flush()))
attempt("json bytearray", lambda: json.loads(bytearray(b'{"k": [1, 2]}')))
attempt("BytesIO bytearray", lambda: io.BytesIO(ba).read(3))
attempt("BytesIO memoryview", lambda: io.BytesIO(mv).read())
stream = io.BytesIO()
stream.write(bytearray(b"ab"))
stream.write(memoryview(b"cd"))
attempt("BytesIO writes", lambda: stream.getvalue())
attempt("BytesIO getbuffer", lambda: bytes(io.BytesIO(b"buffered").getbuffer()[2:5]))
target = bytearray(4)
attempt("BytesIO readinto", lambda: (io.BytesIO(b"123456").readinto(target), target))
attempt("BytesIO write str", lambda: io.BytesIO().write("s"))
attempt("re findall", lambda: re.findall(rb"[aeiou]", ba))
attempt("re search group", lambda: re.search(rb"q\w+", ba).group())
attempt("re sub", lambda: re.sub(rb"o", b"0", ba))
attempt("re match view", lambda: re.match(rb"The", mv).group(0))
attempt("re split", lambda: re.split(rb" ", bytearray(b"a b c")))
attempt("re str pattern on bytes", lambda: re.search(r"x", ba))
attempt("int.from_bytes", lambda: int.from_bytes(bytearray(b"\x00\x10"), "big"))
attempt("int.from_bytes view", lambda: int.from_bytes(memoryview(b"\x10\x00"), "little"))
attempt("str decode", lambda: str(bytearray(b"caf\xc3\xa9"), "utf-8"))
attempt("str decode view", lambda: str(memoryview(b"abc"), encoding="ascii"))
attempt("str of str", lambda: str("abc", "utf-8"))
attempt("bytes join", lambda: b"|".join([ba[:3], mv[4:9], b"end"]))
attempt("startswith", lambda: b"The quick".startswith(bytearray(b"The")))
attempt("endswith tuple", lambda: b"file.gz".endswith((memoryview(b".gz"), b".zip")))
attempt("contains", lambda: bytearray(b"quick") in b"The quick")
attempt("replace", lambda: b"aXb".replace(bytearray(b"X"), memoryview(b"--")))
attempt("split", lambda: b"a;b".split(bytearray(b";")))
attempt("find view", lambda: b"abcabc".find(memoryview(b"ca")))
attempt("count", lambda: b"aaaa".count(bytearray(b"aa")))
attempt("equality", lambda: (b"ab" == bytearray(b"ab"), bytearray(b"ab") == memoryview(b"ab")))
attempt("ordering", lambda: (b"ab" < bytearray(b"b"), bytearray(b"b") >= b"ab", bytearray(b"") < bytearray(b"\x00")))
attempt("dict lookup by bytes", lambda: {b"k": 1}.get(bytes(bytearray(b"k"))))
attempt("unhashable key", lambda: {bytearray(b"k"): 1})
attempt("set of views", lambda: len({memoryview(b"a"), memoryview(b"a")}))
