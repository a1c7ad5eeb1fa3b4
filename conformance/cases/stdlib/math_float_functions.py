import math

print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), math.floor(3), type(math.floor(2.0)).__name__)
print(math.fabs(-3), math.copysign(3, -0.0), math.fmod(-7, 3), -7 % 3, math.remainder(7, 4))
print(math.modf(3.75), math.modf(-2.5), math.frexp(8.0), math.ldexp(0.5, 4))
print(math.sqrt(2), math.exp(1), math.log(100, 10), math.log10(1000), math.log2(1024), math.log(math.e))
print(math.hypot(3, 4), math.hypot(1, 2, 2), math.dist((0, 0), (3, 4)))
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1.0, 1.001, rel_tol=1e-2), math.isclose(0, 1e-10, abs_tol=1e-9))
print(math.isfinite(1e308), math.isinf(float("-inf")), math.isnan(float("nan")), math.inf > 1e308)
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.pi, math.tau, math.e)
print(math.degrees(math.pi), math.radians(180), round(math.sin(math.pi / 6), 12), round(math.atan2(1, 1), 12))
print(math.pow(2, 0.5), math.pow(2, 10), 2 ** 10, math.expm1(1e-10), math.log1p(1e-10))
for fn, arg in [(math.sqrt, -1), (math.log, 0), (math.log, -1), (math.acos, 2), (math.exp, 1000)]:
    try:
        fn(arg)
    except (ValueError, OverflowError) as e:
        print(arg, type(e).__name__, e)
try:
    math.floor(float("inf"))
except OverflowError as e:
    print("OverflowError", e)
try:
    math.ceil(float("nan"))
except ValueError as e:
    print("ValueError", e)
print(math.nextafter(1.0, 2.0), math.ulp(1.0), math.nan != math.nan)
