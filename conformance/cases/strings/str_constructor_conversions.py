# Checks str() on many types, str() with encoding, and int/float round trips through strings.
for v in [0, -12, 2**70, 1.0, 0.1, -1e-7, 1e21, True, None, [1, "a"], (1,), {"k": [2]}, {3}, b"b", "s", range(3), slice(2)]:
    print(repr(str(v)))
print(str(), repr(str()), str("already str") is not None)
print(str(b"caf\xc3\xa9", "utf-8"), str(b"caf\xe9", encoding="latin-1"), str(b"abc", "ascii", "strict"))
print(str(b"\xff", "utf-8", "replace"), str(b"x\xffy", errors="ignore", encoding="utf-8"))
try:
    str(5, "utf-8")
except TypeError as e:
    print(type(e).__name__, e)
try:
    str("abc", "utf-8")
except TypeError as e:
    print(type(e).__name__, e)
for text in ["12", "-0", "3.50", "1e3", "0.1"]:
    try:
        n = int(text)
    except ValueError:
        n = float(text)
    print(repr(text), repr(n), str(n), type(n).__name__)
print(str(10 / 4), str(10 // 4), str(-7 // 2), str(2 ** 0.5))
print(str(12345678901234567890) == "12345678901234567890", str(-0.0), str(float("inf")))
print(len(str(2**1000)), str(0.1 + 0.2), str(1e16), str(1e15), str(123e-20))
