# Checks int.to_bytes and int.from_bytes with byteorder, signed flag and overflow errors.
print((1024).to_bytes(2, "big"), (1024).to_bytes(2, "little"), (1024).to_bytes(4, byteorder="big"))
print((0).to_bytes(3, "big"), (255).to_bytes(1, "big"), (-1).to_bytes(2, "big", signed=True))
print((-128).to_bytes(1, "little", signed=True), (127).to_bytes(1, "big", signed=True))
print((2**64 - 1).to_bytes(8, "big"), (2**63).to_bytes(9, "little"))
print((0xDEADBEEF).to_bytes(4, "big").hex(), (0xDEADBEEF).to_bytes(4, "little").hex())
print(int.from_bytes(b"\x00\x10", "big"), int.from_bytes(b"\x00\x10", "little"))
print(int.from_bytes(b"\xff\xff", "big"), int.from_bytes(b"\xff\xff", "big", signed=True))
print(int.from_bytes(b"\x80", "big", signed=True), int.from_bytes(b"", "big"), int.from_bytes(b"\x01" * 16, "little"))
print(int.from_bytes([1, 2, 3], "big"), int.from_bytes(bytes(range(10)), "little"))
for n in [0, 1, 255, 256, 65535, 2**100 + 12345, -1, -129, -2**63]:
    length = (n.bit_length() + 8) // 8
    b = n.to_bytes(length, "big", signed=True)
    print(n, length, b, int.from_bytes(b, "big", signed=True) == n)
for args in [(256, 1, False), (-1, 1, False), (128, 1, True), (-129, 1, True)]:
    n, length, signed = args
    try:
        print(n.to_bytes(length, "big", signed=signed))
    except OverflowError as e:
        print(type(e).__name__, e)
try:
    (1).to_bytes(1, "middle")
except ValueError as e:
    print(type(e).__name__, e)
print((1).to_bytes(), (65).to_bytes(1, "big").decode())
