# Checks << and >> including large shift counts, negative operands and errors.
print(1 << 0, 1 << 1, 1 << 31, 1 << 32, 1 << 63, 1 << 64, 1 << 100)
print(-1 << 10, -5 << 3, 7 << 65)
print(1024 >> 3, 1024 >> 11, 1024 >> 100, -1024 >> 3, -1 >> 1, -1 >> 100, -5 >> 1, -7 >> 2)
print(2**100 >> 90, -2**100 >> 90, (2**100 + 2**50) >> 50, -(2**100) >> 200)
print((1 << 64) >> 64, (3 << 200) >> 199)
print([1 << n for n in range(0, 70, 7)])
print([-100 >> n for n in range(8)])
print([100 >> n for n in range(8)])
print(5 >> 0, 0 << 1000, 0 >> 5)
print(True << 3, 8 >> True)
n = 0xDEADBEEF
parts = []
while n:
    parts.append(n & 0xFF)
    n >>= 8
print(parts, [hex(p) for p in parts])
acc = 0
for p in reversed(parts):
    acc = (acc << 8) | p
print(hex(acc))
try:
    print(1 << -1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(1 >> -1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(1 << 2.0)
except TypeError as e:
    print(type(e).__name__, e)
x = 1
x <<= 70
print(x)
x >>= 69
print(x)
