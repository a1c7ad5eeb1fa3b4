# Checks bytes literals, construction, indexing (ints), slicing, len, concatenation and comparison.
b = b"hello\x00\xff"
print(b, len(b), b[0], b[-1], b[5], b[1:3], b[::-1], b[::2], type(b[0]), type(b[0:1]))
print(bytes(3), bytes([65, 66, 67]), bytes(range(5)), bytes("é", "utf-8"), bytes(b"copy"), bytes())
print(b"ab" + b"cd", b"ab" * 3, b"" * 5, b"a" in b"cat", 97 in b"cat", 120 in b"cat")
print(b"abc" == b"abc", b"abc" < b"abd", b"a" < b"\xff", b"abc" == "abc", b"" < b"\x00")
print(list(b"hi!"), [c for c in b"\x00\x7f\x80"], sum(b"\x01\x02\x03"))
print(repr(b"'"), repr(b'"'), repr(b"'\""), repr(b"\t\n\r\\"), repr(bytes([7, 8, 11, 12, 127, 128])))
print(b"\x41\x42", rb"\x41", b"caf\xc3\xa9".decode(), len(b"\xc3\xa9"))
print(bytes.fromhex("de ad be ef"), b"\xde\xad".hex(), b"\x01\x02".hex("-"), bytes.fromhex(""))
print(bytes([255]), b"x"[0] + 1, max(b"hello"), min(b"hello"), sorted(b"cab"))
print(isinstance(b"", bytes), type(b""), str(b"ab"), b"ab" != "ab")
try:
    bytes([256])
except ValueError as e:
    print(type(e).__name__, e)
try:
    bytes([-1])
except ValueError as e:
    print(type(e).__name__, e)
try:
    b"ab"[5]
except IndexError as e:
    print(type(e).__name__, e)
try:
    b"ab" + "cd"
except TypeError as e:
    print(type(e).__name__, e)
try:
    b"ab"[0] = 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    bytes("no encoding")
except TypeError as e:
    print(type(e).__name__, e)
try:
    bytes.fromhex("zz")
except ValueError as e:
    print(type(e).__name__, e)
print(b"x" * 0 == b"", bytes(2) == b"\x00\x00")
print(bytes(b"abc")[1:], b"abc"[-100:100], b"abc"[5:], b"%s" % b"pct")
