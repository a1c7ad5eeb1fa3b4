# Checks pow(base, exp, mod) including negative bases, negative exponents (modular inverse) and negative moduli.
print(pow(2, 10, 1000), pow(3, 200, 13), pow(2, 0, 5), pow(0, 0, 7), pow(5, 3, 1))
print(pow(-2, 3, 5), pow(-2, 4, 5), pow(2, 3, -5), pow(-2, 3, -5), pow(7, 2, -3))
print(pow(3, -1, 7), pow(2, -1, 9), pow(10, -2, 17), pow(-3, -1, 7), pow(3, -1, -7))
for a in range(1, 11):
    inv = pow(a, -1, 11)
    print(a, inv, a * inv % 11)
print(pow(2, 10**18, 10**9 + 7))
print(pow(12345678901234567890, 98765432109876543210, 2**127 - 1))
print(pow(2**100, 2**100, 3**50))
print(pow(3, 2**64, 2**64 - 59))
try:
    pow(2, -1, 4)
except ValueError as e:
    print(type(e).__name__, e)
try:
    pow(2, 3, 0)
except ValueError as e:
    print(type(e).__name__, e)
try:
    pow(2.0, 3, 5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    pow(2, 0.5, 5)
except TypeError as e:
    print(type(e).__name__, e)
def modexp(b, e, m):
    r = 1
    b %= m
    while e:
        if e & 1:
            r = r * b % m
        b = b * b % m
        e >>= 1
    return r
print(all(modexp(b, e, 97) == pow(b, e, 97) for b in range(-5, 20) for e in range(0, 30)))
print(pow(True, 5, 3), pow(4, True, 3))
