# Int operations whose operands are far out of range but whose results are small or refused:
# CPython's answers, not a memory or time limit.
import math


def attempt(label, thunk):
    try:
        result = thunk()
    except (ValueError, OverflowError, ZeroDivisionError) as e:
        print(label, type(e).__name__ + ":", e)
    else:
        print(label, result)


attempt("negative shift", lambda: (-7) << (-10**20))
attempt("negative right shift", lambda: 7 >> (-10**20))
attempt("huge right shift", lambda: (-7) >> (10**20))
attempt("negative huge exponent", lambda: 2 ** (-10**20))
attempt("negative base huge negative exponent", lambda: (-3) ** (-10**20 - 1))
attempt("zero negative exponent", lambda: 0 ** (-10**20))
attempt("one huge exponent", lambda: 1 ** (10**20))
attempt("minus one huge exponent", lambda: (-1) ** (10**20 + 1))
attempt("power of two", lambda: (2**64) ** 3 == 2**192)
attempt("negative power of two", lambda: (-(2**64)) ** 3 == -(2**192))
attempt("pow mod", lambda: pow(3, 10**30, 10**9 + 7))
attempt("pow inverse", lambda: pow(38, -1, 97))
attempt("pow big inverse", lambda: pow(7**500, -1, 2**521 - 1) * 7**500 % (2**521 - 1))
attempt("pow not invertible", lambda: pow(6, -1, 9))
attempt("pow negative modulus", lambda: pow(3, 77, -10))
attempt("pow negative base", lambda: pow(-3, 77, 10**20 + 39))
attempt("pow big", lambda: pow(3**400, 5**300, 2**1000 + 297) % 1000)
attempt("pow zero modulus", lambda: pow(3, 4, 0))
attempt("gcd", lambda: math.gcd(2**2000 * 3**50, 2**1000 * 3**70) == 2**1000 * 3**50)
attempt("gcd many", lambda: math.gcd(0, -(12**300), 18**200) == 6**200)
attempt("lcm", lambda: math.lcm(2**700, 3**500, -12) == 2**700 * 3**500)
attempt("lcm zero", lambda: math.lcm(10**100, 0, 5))
attempt("isqrt", lambda: math.isqrt(10**2001) // 10**990)
attempt("comb", lambda: math.comb(2000, 1000) % 10**20)
attempt("divmod", lambda: divmod(-(10**500) - 7, 10**250 + 3)[1] % 10**10)
