# Checks int/float arithmetic: true/floor division, modulo signs, big ints, comparisons.
print(7 / 2, 7 // 2, -7 // 2, 7 % 3, -7 % 3, 7 % -3, 6 / 3, type(6 / 3).__name__)
print(7.0 // 2, -7.0 // 2, 7.5 % 2, -7.5 % 2, 1e308 * 10, -(2 ** 63), 2 ** 64 - 1)
print(10 ** 30 // 7, 10 ** 30 % 7, -(10 ** 30) // 7, (10 ** 30) * (10 ** 30))
print(3 * 1.0, 3 + True, 2 ** 0.5 * 2 ** 0.5, 0.1 * 3, 1 - 0.9)
print(1 < 2 < 3, 1 < 3 < 2, 1 == 1.0, 1 is not None, 2 != 2.0, 0.1 + 0.2 == 0.3)
print(5 & 3, 5 | 3, 5 ^ 3, ~5, 1 << 10, 1024 >> 3, -16 >> 2, 1 << 100)
print(int.from_bytes(b"\x01\x00", "big"), (256).to_bytes(2, "little"), (255).to_bytes(1, "big"))
print(type(17).__name__, float.fromhex("0x1.8p1"), (0.5).hex())
x = 10
x += 5
x -= 3
x *= 2
x //= 5
x **= 3
x %= 7
print(x)
y = 1.5
y /= 4
print(y)
z = 6
z <<= 2
z |= 1
z &= 0b11101
z ^= 4
z >>= 1
print(z)
print(divmod(-7, 2), -7 // 2 * 2 + -7 % 2, abs(-7 // 2))
print(max(1, 2.0), min(-0.0, 0), 3 ** -2, (-8) // 3)
print(round(10 / 3, 4), int(10 / 3), float(10 // 3), 10 / 3 == 3.3333333333333335)
print(1_000_000 + 1, 0xFF + 0o10 + 0b11, 1e3 == 1000, 2e-3)
