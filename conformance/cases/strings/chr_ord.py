# Checks chr() and ord() across ASCII, Latin-1, BMP and astral code points plus range errors.
for cp in [0, 9, 10, 32, 48, 65, 97, 126, 127, 128, 233, 255, 256, 0x3b1, 0x20ac, 0x65e5, 0xffff, 0x10000, 0x1f600, 0x10ffff]:
    c = chr(cp)
    print(cp, repr(c), ord(c) == cp, len(c))
print(ord("a"), ord("A"), ord("0"), ord(" "), ord("é"), ord("€"), ord("😀"), ord("\n"))
print([chr(i) for i in range(65, 91)])
print("".join(chr(ord(c) + 1) for c in "HAL"))
def caesar(text, shift):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 + shift) % 26 + 97))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - 65 + shift) % 26 + 65))
        else:
            out.append(ch)
    return "".join(out)
enc = caesar("Hello, World! xyz", 3)
print(enc, caesar(enc, -3), caesar("abc", -27))
print(sum(ord(c) for c in "checksum"), [ord(c) - ord("a") for c in "python"])
for bad in [-1, 0x110000, -2**31]:
    try:
        chr(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
for bad in ["", "ab", "😀😀"]:
    try:
        ord(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    chr("a")
except TypeError as e:
    print(type(e).__name__, e)
try:
    ord(65)
except TypeError as e:
    print(type(e).__name__, e)
print(ord(b"A"), ord(bytes([200])), chr(True), chr(0xd7ff) != "", len(chr(0xe000)))
