"""math's integer functions on big values: isqrt, comb, perm, factorial, gcd and lcm beyond
64 bits, prod over ints and fractions, and float conversions of huge ints with their
OverflowError."""
import math
from fractions import Fraction


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


big = 10**40 + 12345
print(math.isqrt(big), math.isqrt(big) ** 2 <= big < (math.isqrt(big) + 1) ** 2, math.isqrt(2**200), math.isqrt(0))
print(math.comb(100, 50), math.perm(30, 20), len(str(math.factorial(300))), math.factorial(30) % (10**9 + 7))
print(math.gcd(2**100, 6**60), math.lcm(2**70, 3**40, 10**20), math.gcd(-(10**30), 10**20, 0), math.lcm(10**20, -(10**15)))
print(math.prod(range(1, 31)), math.prod([Fraction(1, 2)] * 5), math.prod([2] * 100), math.prod([1.5, 2, Fraction(1, 3)]))
print(math.floor(10**30 + 0.0), math.ceil(-(10**25)), math.trunc(2**64), float(2**1023), math.log2(2**1000), math.log10(10**300))
print(math.log(10**400), math.log(2**2000, 2), math.sqrt(10**300), math.exp(math.log(10**20)), math.ldexp(1, 1000) == 2.0**1000)
attempt("float of huge", lambda: float(10**400))
attempt("sqrt of huge", lambda: math.sqrt(10**400))
attempt("exp of huge", lambda: math.exp(10**10))
attempt("log of zero big", lambda: math.log(0 * 10**50))
attempt("factorial huge", lambda: math.factorial(10**20))
attempt("comb huge negative", lambda: math.comb(10**20, -1))
attempt("isqrt float", lambda: math.isqrt(1e10))
print(math.isclose(math.fsum([10**20, 1, -(10**20)]), 1.0), math.hypot(3 * 10**20, 4 * 10**20), math.dist([10**20], [0]))
print(math.copysign(10**20, -1), math.fabs(-(10**20)), math.fmod(10**20, 7), (10**20) % 7, math.remainder(10**20, 7))
print(pow(3, 10**5, 10**9 + 7), pow(2, -1, 7), pow(10**20, 2, 10**9), divmod(10**30, 7), divmod(-(10**30), 7))
print(int.bit_length(2**300), (2**300).bit_count(), (-(2**70)).to_bytes(10, "big", signed=True).hex(), int.from_bytes(b"\xff" * 10, "big"))
