# Checks the TypeError/ValueError/KeyError messages raised by bad %-format operations.
cases = [
    ("%d", "str"), ("%d %d", (1,)), ("%s", (1, 2)), ("%f", "x"), ("%x", 1.5), ("%c", "ab"),
    ("%c", -1), ("%(k)s", (1,)), ("%(k)s", {"j": 1}), ("%z", 1), ("%", ()), ("abc", 5), ("abc", ()),
    ("%s %s", "ab"), ("%d", None), ("%i", [1]), ("%.2f", "1.5"), ("%(a)s %s", {"a": 1}),
    ("%s", ()), ("%5", 1), ("%c", 0x110000), ("%o", 2.0),
]
for fmt, arg in cases:
    try:
        print(repr(fmt), "->", repr(fmt % arg))
    except (TypeError, ValueError, KeyError, OverflowError) as e:
        print(repr(fmt), type(e).__name__, e)
print("%s" % {"k": 1}, "no args" % {}, "%s" % [])
try:
    print(5 % "x")
except TypeError as e:
    print(type(e).__name__, e)
try:
    print([] % 1)
except TypeError as e:
    print(type(e).__name__, e)
print("%s" % ((1, 2),), "%r" % ((),))
