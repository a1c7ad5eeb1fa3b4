# A bytearray used as a dict key ends the program with CPython's TypeError.
seen = {}
for chunk in (b"abc", bytes(bytearray(b"def"))):
    seen[chunk] = len(chunk)
print(sorted(seen.items()))
key = bytearray(b"mutable")
print(key in [bytearray(b"mutable")], bytearray(b"x") == b"x")
seen[key] = 1
