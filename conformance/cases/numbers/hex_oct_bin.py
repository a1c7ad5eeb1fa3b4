# Checks hex(), oct(), bin() and their round trips through int(s, base).
for v in [0, 1, -1, 7, 8, 10, 15, 16, 255, -255, 256, 4095, 2**32, 2**64 - 1, -2**63, 10**30]:
    print(v, hex(v), oct(v), bin(v))
    assert int(hex(v), 16) == v and int(oct(v), 8) == v and int(bin(v), 2) == v
    assert int(hex(v), 0) == v
print(hex(True), bin(False))
print(format(255, "x"), format(255, "X"), format(255, "#x"), format(255, "#X"), format(255, "o"), format(255, "#o"))
print(format(5, "b"), format(5, "#b"), format(5, "08b"), format(5, "#010b"), format(-5, "b"), format(-5, "#b"))
print(f"{3054:x} {3054:#x} {-3054:x} {3054:_x} {2**40:_b}")
print(f"{0xABCDEF:_X} {0xABCDEF:#_x} {-255:#06x} {255:>#8o}|")
print("%x %X %o %#x %#o" % (255, 255, 8, 255, 8))
try:
    hex(1.5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    bin("3")
except TypeError as e:
    print(type(e).__name__, e)
digits = "0123456789abcdefghijklmnopqrstuvwxyz"
def to_base(n, b):
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = ""
    while n:
        n, r = divmod(n, b)
        out = digits[r] + out
    return sign + out
for b in [2, 3, 7, 16, 36]:
    s = to_base(-123456789, b)
    print(b, s, int(s, b))
