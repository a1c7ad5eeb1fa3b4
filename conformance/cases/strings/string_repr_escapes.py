# Checks repr() quoting and escaping rules for strings with quotes, controls and Unicode.
samples = ["plain", "it's", 'say "hi"', "both ' and \"", "back\\slash", "tab\tnl\ncr\r", "\x00\x01\x1f\x7f",
           "\x80\x9f\xa0\xad", "é ñ ü", "\u2028\u2029", "\ufeff", "\ud7ff", "😀", "\U000e0001", "\u0378", "ascii~",
           "'", '"', "'\"", "", "\\'", "\a\b\f\v", "\x1b[0m", "\u00ff\u0100", "\U0010ffff", "日本\u3000語"]
for s in samples:
    r = repr(s)
    print(r, len(s), len(r))
print(repr("a" * 3 + "'" + '"'))
print(str(["it's", 'q"q', "\n"]))
print(repr(("é", "\t")), repr({"\x00": "\x7f"}))
print("%r" % "new\nline", "{!r}".format("tab\t"), f"{'x' + chr(10)!r}")
print(repr(chr(0x85)), repr(chr(0xa0)), repr(chr(0x2000)), repr(chr(0x200b)), repr(chr(0xe000)), repr(chr(0xfffe)))
for cp in [0x300, 0x34f, 0x61c, 0x180e, 0x2066, 0x1f3fb, 0xf900, 0x10000]:
    print(hex(cp), repr(chr(cp)), chr(cp).isprintable())
quoted = "She said \"it's fine\""
print(quoted, repr(quoted), repr(quoted.replace("'", "")))
print(repr("\\n is not a newline"), len("\\n"), repr(r"C:\path\to"))
