# Checks that %-format, str.format, f-strings and format() round floats identically (round-half-even on exact binary value).
vals = [0.125, 0.375, 2.675, 1.005, 0.5, 1.5, 2.5, -0.5, -2.5, 0.045, 1.115, 8.345, 1e-7, 123456.789, 0.05, 0.15, 0.25, 0.35]
for v in vals:
    a = "%.2f" % v
    b = "{:.2f}".format(v)
    c = f"{v:.2f}"
    d = format(v, ".2f")
    e = "%.1f|%.0f|%.3e|%g" % (v, v, v, v)
    print(repr(v), a, a == b == c == d, e)
print("%.2f" % 2.675, "{:.2f}".format(0.125), str(round(2.675, 2)), str(1e16))
print(f"{1/3:.17f}", f"{2/3:.16f}", f"{0.1:.25f}", f"{1e22:.1f}", f"{1e23:.1f}")
print("%.15g %.16g %.17g" % (0.1, 0.1, 0.1), "%.17g" % (0.1 + 0.2))
print(f"{5e-324:.3g}", f"{1.7976931348623157e308:.4e}", f"{2**0.5:.30f}")
print("%.10f" % (1 / 7), "%.50f" % 0.1)
print(str(0.1), str(1 / 3), str(100.0), str(1e-4), str(1.0e-5), str(123456789012345678.0))
