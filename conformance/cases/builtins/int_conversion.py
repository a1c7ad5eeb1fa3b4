# Checks int() conversions from strings, floats, bools and bases, plus errors.
print(int(), int(42), int(-3.9), int(3.9), int(True), int(False))
print(int("42"), int("  -17  "), int("+5"), int("1_000_000"), int("007"))
print(int("ff", 16), int("FF", 16), int("0xff", 16), int("0xff", 0), int("0b101", 0), int("0o17", 0))
print(int("101", 2), int("z", 36), int("777", 8), int("10", 3))
print(int(1e18), int(-0.0), int(2.5e3), int("9" * 30))
print(int(12345678901234567890.0))
for bad in ["", "x", "3.5", "1 2", "0x10", "12a"]:
    try:
        print(repr(bad), int(bad))
    except ValueError as e:
        print("ValueError:", e)
try:
    int("12", 2)
except ValueError as e:
    print("ValueError:", e)
try:
    int(None)
except TypeError as e:
    print("TypeError:", e)
try:
    int([1])
except TypeError as e:
    print("TypeError:", e)
try:
    int(float("inf"))
except OverflowError as e:
    print("OverflowError:", e)
try:
    int(float("nan"))
except ValueError as e:
    print("ValueError:", e)
try:
    int(5, 10)
except TypeError as e:
    print("TypeError:", e)
