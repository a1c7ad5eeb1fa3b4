# Checks center/ljust/rjust with fill characters and zfill with signs and short widths.
for w in [0, 3, 5, 6, 7, 10]:
    print(w, repr("abc".center(w)), repr("abc".ljust(w)), repr("abc".rjust(w)), repr("abc".center(w, "*")))
print("ab".center(5, "-"), "ab".center(6, "-"), "abc".center(6, "-"), "a".center(4, "."), "".center(3, "x"))
print("日本".center(6, "・"), "é".rjust(3, "é"), "x".ljust(3, "😀"))
for s in ["42", "-42", "+42", "", "-", "3.14", "-3.14", "abc", "1e5", "+-1", "123456"]:
    print(repr(s), repr(s.zfill(6)), repr(s.zfill(1)))
print(str(-7).zfill(3), str(7).zfill(0), "0x1f".zfill(8))
try:
    "x".center(5, "ab")
except TypeError as e:
    print(type(e).__name__, e)
try:
    "x".ljust(5, "")
except TypeError as e:
    print(type(e).__name__, e)
try:
    "x".rjust("5")
except TypeError as e:
    print(type(e).__name__, e)
rows = [("Item", "Qty", "Price"), ("apple", "3", "0.50"), ("watermelon", "1", "3.25")]
for name, qty, price in rows:
    print(name.ljust(12) + qty.center(5) + price.rjust(8))
print("[" + "title".center(20, "=") + "]")
print(b"ab".center(6, b"*"), b"7".zfill(3), b"x".ljust(3, b"."))
