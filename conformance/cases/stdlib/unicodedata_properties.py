"""unicodedata's numeric values (decimal, digit, numeric), bidirectional classes, East Asian
widths, mirroring and decomposition mappings, as Unicode 14.0.0 gives them, with the errors."""
import unicodedata


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


chars = "09٣۷९\u00b2\u00b9\u2460\u2155\u00bd\u2153\u216f\u0f33\u5146\u4e03\u3405x \u00e9\u01c4\u1e9b\u00a0\u2126\uac00"
chars += "\ufb01\u2163\U0001d7d8\U0001f600\u05d0\u0627()[]<>«»\u2212\u0300\u200f\u3000\uff21\uff61\u20a9\ud7a4\U00020000"
for c in chars:
    print(
        f"U+{ord(c):04X}",
        unicodedata.decimal(c, None),
        unicodedata.digit(c, None),
        unicodedata.numeric(c, None),
        unicodedata.bidirectional(c) or "''",
        unicodedata.east_asian_width(c),
        unicodedata.mirrored(c),
        unicodedata.decomposition(c) or "''",
    )
print(sorted({unicodedata.bidirectional(chr(i)) for i in range(0, 0x3000, 7)}))
print(sorted({unicodedata.east_asian_width(chr(i)) for i in range(0, 0x10000, 5)}))
print(sum(unicodedata.mirrored(chr(i)) for i in range(0x3000)), sum(1 for i in range(0x3000) if unicodedata.decomposition(chr(i))))
print(sum(unicodedata.numeric(chr(i), 0) for i in range(0x10000)), sum(unicodedata.digit(chr(i), 0) for i in range(0x20000)))
print(sum(unicodedata.decimal(chr(i), 0) for i in range(0x20000)), unicodedata.unidata_version)
print(unicodedata.bidirectional("\U000e0001"), repr(unicodedata.bidirectional("\U000e0080")), unicodedata.east_asian_width("\U0010fffd"))
attempt("digit x", lambda: unicodedata.digit("x"))
attempt("digit default", lambda: unicodedata.digit("x", -1))
attempt("numeric x", lambda: unicodedata.numeric("x"))
attempt("numeric default", lambda: unicodedata.numeric("x", None))
attempt("decimal superscript", lambda: unicodedata.decimal("\u00b2"))
attempt("digit fraction", lambda: unicodedata.digit("\u00bd"))
attempt("digit int", lambda: unicodedata.digit(5))
attempt("numeric two chars", lambda: unicodedata.numeric("12"))
attempt("decimal empty", lambda: unicodedata.decimal(""))
attempt("digit no args", lambda: unicodedata.digit())
attempt("digit three args", lambda: unicodedata.digit("1", 2, 3))
attempt("bidirectional int", lambda: unicodedata.bidirectional(5))
attempt("bidirectional two", lambda: unicodedata.bidirectional("ab"))
attempt("bidirectional extra", lambda: unicodedata.bidirectional("a", 1))
attempt("east_asian_width none", lambda: unicodedata.east_asian_width())
attempt("mirrored bytes", lambda: unicodedata.mirrored(b"a"))
attempt("decomposition list", lambda: unicodedata.decomposition(["a"]))
attempt("category extra", lambda: unicodedata.category("a", "b"))
attempt("combining none", lambda: unicodedata.combining())
