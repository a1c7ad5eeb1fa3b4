# Checks inf and nan creation, arithmetic, comparisons and repr.
inf = float("inf")
nan = float("nan")
print(inf, -inf, nan, repr(inf), str(-inf))
print(float("Infinity"), float("-INF"), float("  inf  "), float("NaN"), float("-nan"), float("+inf"))
print(inf + 1, inf - inf, inf * 0, inf * -1, -inf * -inf, inf / inf, 1 / inf, -1 / inf)
print(nan + 1, nan * 0, nan == nan, nan != nan, nan < 1, nan > 1, nan >= nan)
print(inf > 10**400, -inf < -10**400, inf == inf, inf == -inf, inf > 1.7976931348623157e308)
print(1e300 * 1e300, -1e300 * 1e300, 1e308 * 10, 1e-320 / 1e10)
print(max(1, inf), min(-inf, 5), sorted([3, inf, -inf, 0]))
print(abs(-inf), abs(nan), -nan)
print(5 % inf, -5 % inf, 5.0 // inf, -5.0 // inf)
print(inf.is_integer(), nan.is_integer())
print(type(inf), isinstance(nan, float))
lst = [nan, 1.0]
print(nan in lst, lst.count(nan), lst.index(nan))
print(float("1e309"), float("-1e309"), float("1e-400"))
for v in [inf, nan]:
    try:
        print(int(v))
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
try:
    print(round(inf))
except OverflowError as e:
    print(type(e).__name__, e)
try:
    print(round(nan))
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(inf % 5)
except Exception as e:
    print(type(e).__name__, e)
print(f"{inf:f} {nan:f} {-inf:.2e} {inf:>8} {nan:%}")
print("%f %e %g" % (inf, nan, -inf))
print(round(inf, 2), round(nan, 1))
