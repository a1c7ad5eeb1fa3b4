# Checks ascii() escaping of non-ASCII characters compared with repr().
samples = ["abc", "café", "naïve", "日本", "😀", "\n", "tab\t", "ü'\"", "", "\x7f", "\x80", "\u00ff", "\u0100", "\U0010ffff"]
for s in samples:
    print(ascii(s), repr(s))
print(ascii(["é", 1, ("ß",)]))
print(ascii({"ключ": "значение"}))
print(ascii(1), ascii(1.5), ascii(None), ascii(b"\xe9"))
print(ascii("a") == repr("a"))
print(len(ascii("😀")), len(repr("😀")))
print(f"{'ñ'!a} {'ñ'!r} {'ñ'!s}")
print("%a" % "é")
words = ["plain", "Grüße", "façade", "Ωmega", "emoji🎉"]
for w in words:
    a = ascii(w)
    print(a, len(w), len(a), a == repr(w))
print(ascii(("tuple", "ä")), ascii([]), ascii({}))
print(ascii("\t\r\n\\"))
print(ascii("mixed 'quotes' \"here\" é"))
