# Checks conversions between int and float: truncation, precision loss and big values.
for f in [0.0, 0.9, -0.9, 1.5, -1.5, 2.999999, 1e10, 1e20, -1e20, 1.5e300, 4.35 * 100, 0.1 * 3 * 10]:
    print(repr(f), int(f))
for n in [0, 1, -1, 2**53, 2**53 + 1, 2**53 + 2, 2**63, 10**22, 10**23, 2**1023, 123456789123456789]:
    print(n, float(n), int(float(n)) == n)
try:
    float(2**1024)
except OverflowError as e:
    print(type(e).__name__, e)
try:
    float(10**400)
except OverflowError as e:
    print(type(e).__name__, e)
print(1 + 1.0, type(1 + 1.0), 2 * 1.5, 3 - 0.5, 10 / 5, type(10 / 5))
print(int(1e16) == 10**16, int(float(10**16 + 1)), float(2**53 + 1) == 2**53 + 1)
print(2**53 + 1 == float(2**53 + 1), 2**53 + 1 > float(2**53))
print(int(-2.5), int(2.5), int(-0.1), int(1e-300))
print(float(True), int(False), float("  3.25  "), int(float("1e5")))
print((2**70) * 1.0, 1.0 * (2**70 + 1) == 2**70)
print(sum([1, 2.0, 3]), type(sum([1, 2, 3])), type(sum([1, 2.0])))
print(round(2**53 + 1.0), 7 * 0.1, int(7 * 0.1 * 10))
