# Checks str() versus repr() for builtin values, including nested containers.
vals = [1, -2.5, "text", "it's", 'say "hi"', "both ' and \"", None, True, b"bytes",
        [1, "a"], (1,), {"k": "v"}, "\n\t\\", "", 1e100, 0.1, "\x00\x7f", "é",
        range(1, 10, 2), slice(1, None, 2), 10**25]
for v in vals:
    print(str(v), "|", repr(v))
print(str([None, "x"]), repr(["x"]))
print(str(("a", 1)))
print(repr(repr("a")))
print(str(str("a")))
print(repr(-0.0), str(-0.0))
print(repr(float("inf")), repr(float("-inf")), repr(float("nan")))
print(repr({}), repr(set()), repr(frozenset()), repr(()), repr([]))
print(repr({1, 2}), repr(frozenset([3])))
print(repr(b"\x00\xff'\""), repr(b'\''), repr(b"\n"))
print(repr("\u200b"), repr("\u00a0"), repr("\U0001f600"))
print(repr("\r\x1b"))
nested = [[], [[]], ([],), {"a": [1, {"b": (2,)}]}]
print(nested)
print(repr(nested) == str(nested))
