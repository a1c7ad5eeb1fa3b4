# Checks float() conversions, special values and float repr formatting.
print(float(), float(3), float("2.5"), float("  -1e3 "), float("1_0.5"), float(True))
print(float("inf"), float("-inf"), float("nan"), float("Infinity"), float("-iNF"))
print(float(".5"), float("5."), float("1e-5"), float("1E+2"), float(10 ** 20))
print(0.1 + 0.2, 1 / 3, 2 / 3, 10 / 4, 1e300 * 10, -1e300 * 10)
print(1e15, 1e16, 123456789012345678.0, 1.5e-4, 0.0001, 0.00001)
print(float("nan") == float("nan"), float("inf") > 10 ** 100)
print(3.0, -0.0, 100.0, 1.25e100, 5e-324)
print((0.1).is_integer(), (2.0).is_integer(), (7.5).as_integer_ratio())
print(int(7.99), round(7.99), float(int(7.99)))
print(2 ** 0.5, 10 / 3 * 3, 4.35 * 100)
print(float("0.1") * 3 == 0.3, abs(float("0.1") * 3 - 0.3) < 1e-9)
for bad in ["", "abc", "1,5", "1.2.3", "--1"]:
    try:
        float(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    float(None)
except TypeError as e:
    print("TypeError:", e)
try:
    float([1.0])
except TypeError as e:
    print("TypeError:", e)
