# Checks repr() and ascii() of strings with quotes, escapes, unicode and containers.
vals = ["plain", "it's", 'say "hi"', "both ' and \"", "tab\there", "nl\nx", "back\\slash",
        "\x00\x1f\x7f", "é", "日本", "🙂", "\u200b", "\r", ""]
for v in vals:
    print(repr(v), ascii(v))
print(repr(1), repr(1.0), repr(-0.0), repr(None), repr(True), repr(1e100), repr(1.5e-10))
print(repr([1, "a", None]), repr((1,)), repr(()), repr({"k": "v", 1: [2]}))
print(repr(set()), repr({1, 2, 3}), repr(frozenset()), repr(frozenset({5})))
print(repr(b"abc"), repr(b"it's"), repr(b'"q"'), repr(b"\x00\n\xff"), repr(b"both'\""))
print(repr(range(5)), repr(range(1, 5, 2)), repr(slice(None, 3)), repr(slice(1, 2, 3)))
print(ascii(["é", "x"]), ascii({"ü": "ß"}), ascii(("\u2603",)))
print(repr("x" * 3), repr(str(12)), repr(repr("a")))
print(repr(ValueError("bad")), repr(KeyError("k")), repr(TypeError()), repr(Exception(1, "two")))
print(str([1.0, 2.50, "s"]), str({"a": "b"}), f"{'q'!r}", f"{'é'!a}")
print(repr(float("inf")), repr(float("-inf")), repr(float("nan")))
