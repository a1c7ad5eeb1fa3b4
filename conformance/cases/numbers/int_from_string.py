# Checks int() parsing of strings: whitespace, signs, underscores, bases and errors.
good = ["42", "  42  ", "\t-17\n", "+5", "0", "-0", "007", "1_000", "1_2_3", "123456789012345678901234567890", " \u0663\u0664 ", "０１２"]
for s in good:
    print(repr(s), int(s))
print(int("ff", 16), int("FF", 16), int("0xff", 16), int("0xff", 0), int("0o17", 0), int("0b101", 0))
print(int("z", 36), int("ZZ", 36), int("10", 2), int("-101", 2), int(" 1_0 ", 2), int("777", 8))
print(int("0", 0), int("12", 0), int("-0x_1F", 0), int("1_0", 0))
print(int(3.99), int(-3.99), int(True), int(1e20), int(-0.0), int(2**70))
print(int(), int("10", base=3))
bad = ["", " ", "4.5", "1e3", "abc", "1__0", "_1", "1_", "0x10", "- 5", "++5", "12a", "١٢x"]
for s in bad:
    try:
        print(int(s))
    except ValueError as e:
        print(type(e).__name__, e)
for s, b in [("12", 2), ("9", 8), ("g", 16), ("010", 0), ("0b2", 0)]:
    try:
        print(int(s, b))
    except ValueError as e:
        print(type(e).__name__, e)
try:
    int("10", 37)
except ValueError as e:
    print(type(e).__name__, e)
try:
    int("10", 1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    int(10, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    int(None)
except TypeError as e:
    print(type(e).__name__, e)
for bad_float in [float("inf"), float("nan")]:
    try:
        int(bad_float)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
