# Checks Euclid's algorithm, extended gcd and lcm implemented with int arithmetic.
def gcd(a, b):
    a, b = abs(a), abs(b)
    while b:
        a, b = b, a % b
    return a
def lcm(a, b):
    return abs(a * b) // gcd(a, b) if a and b else 0
def egcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = egcd(b, a % b)
    return g, y, x - (a // b) * y
pairs = [(12, 18), (17, 5), (0, 9), (-12, 18), (2**64, 2**40 * 3), (10**30, 10**20 + 1), (48, -180)]
for a, b in pairs:
    g, x, y = egcd(a, b)
    print(a, b, gcd(a, b), lcm(a, b), g, x, y, a * x + b * y == g)
l = 1
for k in range(1, 41):
    l = lcm(l, k)
print(l)
print(gcd(832040, 514229), gcd(2**100, 6**50), gcd(0, 0), lcm(0, 5))
def reduce_fraction(n, d):
    g = gcd(n, d)
    if d < 0:
        g = -g
    return n // g, d // g
print([reduce_fraction(n, d) for n, d in [(6, 8), (-6, 8), (6, -8), (0, 5), (100, 75)]])
def mod_inverse(a, m):
    g, x, _ = egcd(a % m, m)
    return x % m if g == 1 else None
print([mod_inverse(a, 26) for a in range(1, 14)])
print([pow(a, -1, 26) if gcd(a, 26) == 1 else None for a in range(1, 14)])
