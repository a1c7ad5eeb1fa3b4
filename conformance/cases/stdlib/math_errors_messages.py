"""math's error messages and edge values: domain and range errors, integer-only functions
refusing floats and negatives, comb/perm/factorial/isqrt limits, conversions of infinities,
isclose tolerances, and exact results of fsum, prod, dist and hypot."""
import math


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("sqrt(-1)", lambda: math.sqrt(-1))
attempt("log(0)", lambda: math.log(0))
attempt("log(-1, 2)", lambda: math.log(-1, 2))
attempt("log(8, 1)", lambda: math.log(8, 1))
attempt("log10(-0.0)", lambda: math.log10(-0.0))
attempt("acos(2)", lambda: math.acos(2))
attempt("exp(1000)", lambda: math.exp(1000))
attempt("ldexp overflow", lambda: math.ldexp(1.0, 5000))
attempt("pow(0, -1)", lambda: math.pow(0, -1))
attempt("pow(-8, 1/3)", lambda: math.pow(-8, 1 / 3))
attempt("fmod(1, 0)", lambda: math.fmod(1, 0))
attempt("factorial(-1)", lambda: math.factorial(-1))
attempt("factorial(1.5)", lambda: math.factorial(1.5))
attempt("factorial(2.0)", lambda: math.factorial(2.0))
attempt("comb(-1, 2)", lambda: math.comb(-1, 2))
attempt("comb(5, -2)", lambda: math.comb(5, -2))
attempt("comb(5.0, 2)", lambda: math.comb(5.0, 2))
attempt("perm(3, -1)", lambda: math.perm(3, -1))
attempt("isqrt(-4)", lambda: math.isqrt(-4))
attempt("isqrt(4.0)", lambda: math.isqrt(4.0))
attempt("gcd(1.5)", lambda: math.gcd(1.5, 3))
attempt("floor(inf)", lambda: math.floor(math.inf))
attempt("ceil(nan)", lambda: math.ceil(math.nan))
attempt("trunc(-inf)", lambda: math.trunc(-math.inf))
attempt("int(inf)", lambda: int(math.inf))
attempt("isclose negative tol", lambda: math.isclose(1, 1, rel_tol=-1))
attempt("dist lengths", lambda: math.dist((1, 2), (1,)))
attempt("sqrt('4')", lambda: math.sqrt("4"))
attempt("fsum inf - inf", lambda: math.fsum([math.inf, -math.inf]))
attempt("fsum overflow", lambda: math.fsum([1e308, 1e308]))
attempt("prod str", lambda: math.prod(["a", "b"]))
attempt("ulp str", lambda: math.ulp("x"))
print(math.comb(5, 7), math.perm(5, 7), math.perm(5), math.comb(60, 30), math.factorial(25), math.isqrt(10**20 + 1))
print(math.gcd(), math.gcd(0, 0), math.gcd(-12, 18, 30), math.lcm(), math.lcm(4, 6, 0), math.lcm(-4, 6))
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.fsum([1e100, 1.0, -1e100]), math.prod([1, 2, 3], start=10), math.prod([]))
print(math.dist((0, 0), (3, 4)), math.hypot(3, 4, 12), math.hypot(), math.hypot(-2), math.copysign(3, -0.0), math.remainder(7, 4))
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(0.0, 1e-10), math.isclose(0.0, 1e-10, abs_tol=1e-9), math.isclose(math.inf, math.inf))
print(math.floor(-0.5), math.ceil(-0.5), math.trunc(2.9), math.modf(-2.5), math.frexp(0.0), math.frexp(8.0), math.ldexp(0.5, 4))
print(math.nextafter(1.0, 2.0), math.ulp(1.0), math.ulp(0.0), math.isinf(-math.inf), math.isnan(math.nan), math.isfinite(1e308))
print(math.degrees(math.pi), math.radians(180), math.atan2(-0.0, -1.0), math.log(8, 2), math.log2(1024), math.log1p(0), math.expm1(0))
print(math.fabs(-3), math.sqrt(16), math.exp(0), math.pow(2, 0.5), math.pow(math.nan, 0), math.cos(0), math.inf > 10**400)
