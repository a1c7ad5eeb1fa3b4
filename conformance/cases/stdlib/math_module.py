import math
print(math.pi, math.e, math.tau, math.inf, math.nan, -math.inf)
vals = [0.0, 0.5, 1.0, 2.0, -1.5, 1e-300, 1e300, 3, 10**20, -7]
for name in ["sqrt", "exp", "log", "log2", "log10", "log1p", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "floor", "ceil", "trunc", "fabs", "erf", "erfc", "expm1", "degrees", "radians", "exp2", "isfinite", "isinf", "isnan", "frexp", "modf", "ulp"]:
    out = []
    for v in vals:
        try:
            out.append(repr(getattr(math, name)(v)))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__ + ":" + str(e))
    print(name, " ".join(out))
print(math.log(8, 2), math.log(100, 10), math.log(10**400), math.log2(2**1000), math.log10(10**500), math.log(2.5, 1.5))
for args in [(2, 10), (2, 0.5), (-8, 1/3), (0, -1), (10, 400), (-2, 3), (1, float("nan")), (float("nan"), 0)]:
    try: print("pow", args, math.pow(*args))
    except (ValueError, OverflowError) as e: print("pow", args, type(e).__name__, e)
print(math.atan2(1, 1), math.atan2(-0.0, -1), math.copysign(3, -0.0), math.fmod(7, 3), math.fmod(-7, 3), math.remainder(7, 4), math.remainder(5, 2), math.remainder(-5, 2))
print(math.hypot(3, 4), math.hypot(1, 2, 2), math.hypot(), math.hypot(-5), math.dist((0, 0), (3, 4)), math.dist([1, 1, 1], [2, 2, 2]))
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]), math.fsum([]), math.fsum(range(10)))
print(math.prod([1, 2, 3, 4]), math.prod([]), math.prod([1.5, 2]), math.prod(range(1, 20), start=2), math.prod([2] * 100))
print(math.gcd(12, 18), math.gcd(0, 0), math.gcd(-4, 6), math.gcd(), math.gcd(2**100, 2**60 * 3), math.lcm(4, 6), math.lcm(), math.lcm(0, 5), math.lcm(-3, 4))
print(math.factorial(0), math.factorial(20), math.factorial(30), len(str(math.factorial(1000))))
print(math.comb(10, 3), math.comb(5, 7), math.comb(100, 50), math.perm(5), math.perm(5, 2), math.perm(3, 4))
print(math.isqrt(0), math.isqrt(15), math.isqrt(16), math.isqrt(10**40 + 1))
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1, 1.1), math.isclose(1, 1.05, rel_tol=0.1), math.isclose(0, 1e-10, abs_tol=1e-9), math.isclose(math.inf, math.inf))
print(math.ldexp(0.5, 4), math.ldexp(1, -1074), math.ldexp(1, -1075), math.frexp(0), math.frexp(-math.inf), math.modf(-3.5), math.modf(math.inf))
print(math.nextafter(1, 2), math.nextafter(0, -1), math.nextafter(1, 1), math.ulp(1), math.ulp(0), math.ulp(1e308))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), math.floor(10**30), math.ceil(1e20), type(math.floor(2.0)).__name__, math.floor(True))
for bad in [lambda: math.sqrt("x"), lambda: math.factorial(-1), lambda: math.factorial(2.0), lambda: math.comb(-1, 2), lambda: math.isqrt(-1), lambda: math.floor(math.inf), lambda: math.floor(math.nan), lambda: math.ldexp(1, 5000), lambda: math.isclose(1, 2, rel_tol=-1), lambda: math.log(0), lambda: math.log(-1), lambda: math.log(10, 1), lambda: math.sqrt(1, 2), lambda: math.dist((1,), (1, 2)), lambda: math.fsum([math.inf, -math.inf]), lambda: math.gcd(1.5), lambda: math.fmod(1, 0), lambda: math.exp(1000), lambda: math.trunc("s")]:
    try:
        print(bad())
    except (ValueError, TypeError, OverflowError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
print(math.sqrt, type(math.sqrt).__name__, callable(math.floor))
from math import sqrt, pi
print(sqrt(2) * pi)
print(math.gamma(5), math.lgamma(1), round(math.gamma(0.5) ** 2, 12), round(math.cbrt(2), 12))
