# Checks format() and format specs on ints and floats: width, fill, sign, grouping, precision, types.
n = 1234567
print(format(n), format(n, "d"), format(n, ","), format(n, "_"), format(n, "12,"), format(-n, "012,"))
print(format(n, "+"), format(-n, "+"), format(n, " "), format(n, "<12") + "|", format(n, "^12") + "|", format(n, "*>12"))
print(format(-42, "=8"), format(-42, "08"), format(42, "+08"), format(42, "#08x"), format(42, "e"))
print(format(3.14159, ".2f"), format(3.14159, "10.3f") + "|", format(-3.14159, "+.1f"), format(3.14159, "08.2f"))
print(format(1234.5, ",.2f"), format(1234567.891, "_.1f"), format(0.000123, "e"), format(0.000123, ".2e"))
print(format(1e16, "g"), format(123456789.0, "g"), format(0.0001, "g"), format(0.00001, "g"), format(1e-5, ".3g"))
print(format(0.5, "%"), format(0.125, ".1%"), format(1 / 3, ".3%"), format(2, "%"))
print(format(1.5, ""), format(1e16, ""), format(1e-7, ""), format(2.0, ""), format(100, "f"))
print(format(0.125, ".2f"), format(0.375, ".2f"), format(2.675, ".2f"), format(1.005, ".2f"), format(0.5, ".0f"), format(1.5, ".0f"), format(2.5, ".0f"))
print(format(123.456, ".0e"), format(123.456, ".3E"), format(1e100, ".2e"), format(9.999, ".2f"), format(9.995, ".2f"))
print(format(12.0, "g"), format(12.5, ".1g"), format(1234567.0, ".3g"), format(1e21, "f"))
print(format(255, "x"), format(255, "o"), format(255, "b"), format(65, "c"), format(255, "n"))
print(format(3, ".2f"), format(10**20, ",d"), format(2**64, "_x"), format(-1, "#b"))
print(format(5, "05"), format(-5, "05"), format(5.5, "06.1f"), format(-5.5, "06.1f"))
print(repr(format(1.0, ".1f")), repr(format(1.0, "g")), repr(format(1.0, "")), repr(format(1.0, "n")))
for spec in ["d", ".2f", "s", ",x"]:
    for val in [42, 4.2]:
        try:
            print(spec, val, format(val, spec))
        except ValueError as e:
            print(spec, val, type(e).__name__, e)
