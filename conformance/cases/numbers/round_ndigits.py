# Checks round(x, n) on floats where binary representation defeats naive half-up rounding.
cases = [(2.675, 2), (2.665, 2), (1.005, 2), (0.125, 2), (0.375, 2), (0.5, 0), (1.5, 0), (2.5, 0),
         (0.285, 2), (1.0049999999999999, 3), (3.14159, 3), (-3.14159, 3), (123.456, -1), (123.456, -2),
         (987.65, -3), (1234.5678, 1), (0.1 + 0.2, 15), (0.1 + 0.2, 16), (0.1 + 0.2, 17), (1e-10, 5),
         (5e-324, 400), (1.23456789e20, -19), (0.0, 3), (-0.05, 1), (0.05, 1), (0.15, 1), (0.25, 1),
         (0.35, 1), (0.45, 1), (1.25, 1), (1.35, 1), (9.995, 2), (99.5, 0), (100.5, 0), (1e16 + 2, -1)]
for v, n in cases:
    r = round(v, n)
    print(f"round({v!r}, {n}) = {r!r}")
print(round(1.5, 0), type(round(1.5, 0)).__name__)
print(round(2.675 * 100) / 100, round(2.675, 2) == 2.67)
print(round(1e300, -300), round(1e300, -301), round(123.0, 400))
try:
    print(round(1.7976931348623157e308, -308))
except OverflowError as e:
    print(type(e).__name__, e)
print(round(1.2e308, -308), round(-1.4e308, -308), round(1.7976931348623157e308, -300))
total = 0.0
for price in [19.99, 5.01, 0.1, 0.2]:
    total += price
print(total, round(total, 2), round(total, 1))
print([round(i * 0.1, 1) for i in range(12)])
