import math

print(math.gcd(12, 18), math.gcd(0, 0), math.gcd(-4, 6), math.gcd(), math.gcd(12, 18, 27))
print(math.lcm(4, 6), math.lcm(), math.lcm(0, 5), math.lcm(2, 3, 4))
print(math.factorial(0), math.factorial(20), math.factorial(25))
print(math.comb(10, 3), math.comb(5, 7), math.perm(5, 2), math.perm(5), math.comb(60, 30))
print(math.isqrt(0), math.isqrt(99), math.isqrt(10**30), math.isqrt(2**64 - 1))
print(math.prod([1, 2, 3, 4]), math.prod([]), math.prod([2, 3], start=5), math.prod([0.5, 4]))
for fn, args in [(math.factorial, (-1,)), (math.factorial, (2.5,)), (math.isqrt, (-4,)),
                 (math.comb, (-1, 2)), (math.perm, (3, -1)), (math.comb, (3.0, 1)), (math.gcd, (1.5, 2))]:
    try:
        print(fn(*args))
    except (ValueError, TypeError) as e:
        print(args, type(e).__name__, e)
