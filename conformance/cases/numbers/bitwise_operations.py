# Checks &, |, ^, ~ on positive, negative and big ints (two's complement semantics).
vals = [0, 1, 5, 12, -1, -5, -12, 255, -256, 2**64 - 1, -2**64, 2**100 + 7]
for a in vals[:6]:
    for b in vals[3:9]:
        print(a, b, a & b, a | b, a ^ b)
for v in vals:
    print(v, ~v, -v - 1 == ~v)
print(-1 & 0xFF, -256 & 0xFFFF, -1 & (2**128 - 1) == 2**128 - 1)
print((2**100 + 7) & -8, (2**100 + 7) | -8, (2**100 + 7) ^ -1)
print(-2**100 & 2**100, -2**100 | 1, -2**100 ^ 2**99)
print(0b1100 & 0b1010, 0b1100 | 0b1010, 0b1100 ^ 0b1010)
print(True & 3, True | 2, False ^ True, type(True ^ True))
x = 0
for bit in [0, 3, 5, 64, 100]:
    x |= 1 << bit
print(x, bin(x))
print([bit for bit in range(101) if x >> bit & 1])
x &= ~(1 << 64)
print(x, x ^ x, x & -x)
try:
    print(1.0 & 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(~1.5)
except TypeError as e:
    print(type(e).__name__, e)
