# Checks hex(), bin(), oct() for positive, negative and big integers, and round trips.
for n in [0, 1, 7, 8, 15, 16, 255, 256, -1, -255, 2 ** 64, -(2 ** 70)]:
    print(n, hex(n), bin(n), oct(n))
print(int(hex(48879), 16), int(bin(42), 2), int(oct(511), 8))
print(hex(True), bin(False))
print(format(255, "x"), format(255, "X"), format(255, "#x"), format(5, "b"), format(8, "o"))
print(format(255, "08b"), format(-5, "b"), format(10, "#o"), format(3, "#b"))
print(f"{4096:x} {4096:#X} {9:04b} {64:o}")
print((255).bit_length(), (256).bit_length(), (0).bit_length(), (-8).bit_length())
print(bin(10).count("1"), (10).bit_count())
try:
    hex(1.5)
except TypeError as e:
    print("TypeError:", e)
try:
    bin("3")
except TypeError as e:
    print("TypeError:", e)
