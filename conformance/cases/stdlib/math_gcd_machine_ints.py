# math.gcd over ints that fit in 64 bits (a machine-word path) and around that boundary.
import math
from fractions import Fraction

print(math.gcd(), math.gcd(0), math.gcd(0, 0), math.gcd(-12), math.gcd(12, -18), math.gcd(-12, -18))
print(math.gcd(7, 13), math.gcd(2**40, 2**20 * 3), math.gcd(10, 15, 25), math.gcd(0, -5))
print(math.gcd(-(2**63)), math.gcd(-(2**63), 0), math.gcd(-(2**63), 2**62), math.gcd(2**63 - 1, 2**63 - 1))
print(math.gcd(2**64, 2**63), math.gcd(2**100, 6), math.gcd(3, 2**100 * 9), math.gcd(True, 4), math.gcd(False, 6))
print(type(math.gcd(-(2**63))).__name__, math.gcd(-(2**63)) == 2**63)


class Index:
    def __index__(self):
        return 84


print(math.gcd(Index(), 36))
for bad in [(1.0, 2), ("3", 6), (None,)]:
    try:
        math.gcd(*bad)
    except TypeError as e:
        print("TypeError:", e)

total = Fraction(0)
for i in range(1, 200):
    total += Fraction(i % 7 + 1, 9) * Fraction(1, 3)
    if total > 5:
        total -= 5
print(total, Fraction(-(2**62), 2**61), Fraction(6, -4))
print(math.lcm(Index(), 10), math.lcm(0, Index()), math.lcm(4, -6), math.lcm())
