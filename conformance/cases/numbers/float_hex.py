# Checks float.hex and float.fromhex (optional feature) for normal, subnormal and special values.
for v in [0.0, -0.0, 1.0, 1.5, -2.0, 0.1, 1 / 3, 1e16, 1e-16, 2.0**60, 5e-324, 1e308, 1.7976931348623157e308]:
    print(repr(v), v.hex())
print(float.fromhex("0x1.8p1"), float.fromhex("-0x1p-2"), float.fromhex("0x1.fffffffffffffp+1023"))
print(float.fromhex("0x0.0000000000001p-1022"), float.fromhex("0x10"), float.fromhex(" 0xA.8p0 "))
print(float.fromhex("1p4"), float.fromhex("0X1P-1"), float.fromhex("-0x.8"), float.fromhex("+0x3"))
print(float.fromhex((0.1).hex()) == 0.1, float.fromhex((1 / 3).hex()) == 1 / 3)
print(float.fromhex("inf"), float.fromhex("-Infinity"), float.fromhex("nan"))
print(all(float.fromhex(x.hex()) == x for x in [0.5, 2.5e-310, 123.456, -9.75e100]))
try:
    float.fromhex("0x1p99999")
except OverflowError as e:
    print(type(e).__name__, e)
try:
    float.fromhex("xyz")
except ValueError as e:
    print(type(e).__name__, e)
try:
    float.fromhex("")
except ValueError as e:
    print(type(e).__name__, e)
print(float("inf").hex(), float("-inf").hex(), float("nan").hex())
