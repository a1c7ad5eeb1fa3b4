# Checks float() parsing of decimal, exponent, special, underscore and whitespace strings.
good = ["1", "1.5", "-1.5", "+.5", "5.", " 3.25 ", "1e3", "1E-3", "-1.5e+10", "1_000.5", "1e1_0", "0.1",
        "inf", "-inf", "+Infinity", "nan", "NAN", "-nan", "1e400", "-1e400", "1e-400", "00012.5", "12",
        "3.14159265358979323846264338327950288", "123456789012345678901234567890", "\t\n7\n", "٣.٥"]
for s in good:
    print(repr(s), repr(float(s)))
bad = ["", "  ", "abc", "1.2.3", "1e", "e5", "1_", "_1", "1__0", "0x10", "inf inity", "--1", "1 2", "1,5", "nanx"]
for s in bad:
    try:
        print(float(s))
    except ValueError as e:
        print(type(e).__name__, e)
print(float(), float(7), float(-0), float(2**60))
try:
    float(None)
except TypeError as e:
    print(type(e).__name__, e)
try:
    float([1.0])
except TypeError as e:
    print(type(e).__name__, e)
print(float("1.7976931348623157e308"), float("1.7976931348623159e308"), float("2.4703282292062328e-324"))
print(float("0.1") + float("0.2"))
