# Checks format() with format specs for ints, floats and strings.
print(format(3.14159, ".2f"), format(3.14159, ".0f"), format(2.5, ".0f"), format(-1.5, "+.1f"))
print(format(1234567.891, ",.2f"), format(1234567, ","), format(1234567, "_"), format(0.5, "%"))
print(format(0.12345, ".1%"), format(1e6, "e"), format(123.456, ".2e"), format(0.000123, "g"))
print(format(1e20, "g"), format(123456789.0, "g"), format(100.0, "g"), format(1.0, ".3g"))
print(repr(format("hi", "<6")), repr(format("hi", ">6")), repr(format("hi", "^6")), repr(format("hi", "*^7")))
print(repr(format(42, "6")), repr(format(42, "<6")), repr(format(42, "06")), repr(format(-42, "06")))
print(repr(format(42, "+")), repr(format(42, " ")), repr(format(-42, "=+8")), repr(format(3.5, "010.3f")))
print(format("abcdef", ".3"), format("abc", "10.2"), format(123, ""), format(1.5, ""))
print(format(True), format(None), format([1, 2]), format(True, "d"), format(7, "c"))
print(format(1234.5, "10,.1f"), format(-0.0, ".1f"), format(2 ** 70, ","))
print(format(255, "#010x"), format(0.1, ".20f"))
print(format(float("inf"), ".2f"), format(float("nan"), "f"), format(float("-inf"), "10"))
print(format(5, ".2f"), format(5, "%"), format(5, "e"))
try:
    format("abc", "d")
except ValueError as e:
    print("ValueError:", e)
try:
    format(1.5, "d")
except ValueError as e:
    print("ValueError:", e)
try:
    format(3, "q")
except ValueError as e:
    print("ValueError:", e)
