# Checks basic bytes operations: literals, indexing, slicing, decode/encode, methods.
b = b"hello world"
print(b, len(b), b[0], b[-1], b[:5], b[::-1], type(b[0]).__name__)
print(b.upper(), b.split(), b.replace(b"o", b"0"), b.find(b"wor"), b.count(b"l"))
print(b.startswith(b"he"), b.endswith(b"x"), b"lo" in b, 111 in b)
print(b + b"!", b * 2, b"-".join([b"a", b"b"]), b.strip(b"hd"))
print("héllo".encode(), "héllo".encode("utf-8").decode(), b"abc".decode())
print(bytes([65, 66, 67]), bytes(3), bytes("hi", "ascii"), list(b"AB"))
print(b.hex(), bytes.fromhex("48 69"), b"\x00\x01".hex())
print(b"abc" == b"abc", b"abc" < b"abd", b"" == bytes())
print(sorted([b"b", b"a", b"c"]), max(b"xyz"))
print(repr(b"\t\n\\"), b"A"[0] + 1, bytes([b"A"[0] + 1]))
print(b"a,b,,c".split(b","), b"  pad  ".strip(), b"MiXeD".lower(), b"abc".isalpha())
try:
    b[0] = 1
except TypeError as e:
    print("TypeError:", e)
try:
    b"x" + "y"
except TypeError as e:
    print("TypeError:", e)
try:
    bytes([256])
except ValueError as e:
    print("ValueError:", e)
try:
    b"\xff".decode()
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
