# Checks chr() and ord() across ASCII and Unicode, and their errors.
print(ord("a"), ord("A"), ord("0"), ord(" "), ord("\n"), ord("é"), ord("日"), ord("🙂"))
print(chr(97), chr(65), chr(48), repr(chr(32)), repr(chr(10)), chr(233), chr(26085), chr(128578))
print([chr(c) for c in range(ord("a"), ord("f"))])
print("".join(chr(ord(c) ^ 32) for c in "Hello"))
print(chr(0x41), hex(ord("z")), ord(chr(1114111)) == 1114111)
shift = 3
enc = "".join(chr((ord(c) - 97 + shift) % 26 + 97) if c.isalpha() else c for c in "attack at dawn")
print(enc)
dec = "".join(chr((ord(c) - 97 - shift) % 26 + 97) if c.isalpha() else c for c in enc)
print(dec)
print(sum(ord(c) for c in "abc"), max("hello", key=ord))
try:
    ord("ab")
except TypeError as e:
    print("TypeError:", e)
try:
    ord("")
except TypeError as e:
    print("TypeError:", e)
try:
    chr(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    chr(0x110000)
except ValueError as e:
    print("ValueError:", e)
try:
    chr("a")
except TypeError as e:
    print("TypeError:", e)
