# Checks int.bit_length and bit counting for small, negative and big ints.
for v in [0, 1, 2, 3, 4, 7, 8, 255, 256, -1, -2, -128, -129, 2**31, 2**63 - 1, 2**63, 2**64, -2**64, 10**100]:
    print(v, v.bit_length())
print(True.bit_length(), False.bit_length())
print((2**1000).bit_length(), (2**1000 - 1).bit_length())
def popcount(n):
    n = abs(n)
    c = 0
    while n:
        n &= n - 1
        c += 1
    return c
print([popcount(i) for i in range(17)])
print(popcount(2**100 - 1), popcount(-255), bin(-255).count("1"))
for v in [1, 5, 1000, 2**70 + 3]:
    print(v, bin(v), len(bin(v)) - 2 == v.bit_length())
print((255).bit_length(), (-255).bit_length())
def is_power_of_two(n):
    return n > 0 and n & (n - 1) == 0
print([n for n in range(70) if is_power_of_two(n)], is_power_of_two(2**80), is_power_of_two(2**80 + 1))
print(int.bit_length(12), (12).bit_count() if hasattr(12, "bit_count") else "n/a")
