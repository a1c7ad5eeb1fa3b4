# Checks str.encode and bytes.decode for UTF-8, ASCII and Latin-1 with error handlers.
for s in ["abc", "é", "日本", "😀", "a\x00b", "", "ñandú", "\u07ff\u0800\uffff"]:
    b = s.encode()
    print(repr(s), b, len(s), len(b), b.decode() == s, s.encode("utf-8") == b)
print("é".encode("latin-1"), "abc".encode("ascii"), b"\xe9".decode("latin-1"), "é".encode("utf8"))
try:
    "é".encode("ascii")
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
try:
    b"\xe6\x97".decode()
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
print("é日".encode("ascii", "replace"), "é日".encode("ascii", "ignore"), "é".encode("ascii", errors="backslashreplace"))
print(b"a\xffb".decode("utf-8", "replace"), b"a\xffb".decode("utf-8", "ignore"), b"a\xffb".decode("utf-8", "backslashreplace"))
print(isinstance(UnicodeDecodeError("utf-8", b"", 0, 1, "x"), ValueError))
data = "Grüße, 世界!".encode()
print(data, data.hex(), len(data))
print(data.decode("utf-8"), data[:4].decode(), list(data[:4]), data[:3].decode("utf-8", "replace"))
print(bytes("abc", "utf-8"), str(b"abc", "ascii"), str(b"abc"))
print([hex(b) for b in "€".encode()], "€".encode()[0] >> 4)
print(len("😀".encode("utf-8")), "😀".encode(), b"\xf0\x9f\x98\x80".decode())
