# Checks error types and messages from common string misuse.
tests = [
    lambda: "abc"[5],
    lambda: "abc"[-4],
    lambda: "abc"["x"],
    lambda: "abc"[1.0],
    lambda: "abc".index("z"),
    lambda: "abc".rindex("z", 1),
    lambda: "a" + 1,
    lambda: "a" - "b",
    lambda: "a" / 2,
    lambda: -"a",
    lambda: "abc".foo,
    lambda: "abc".upper(1),
    lambda: "abc".split(1),
    lambda: "abc".join("x", "y"),
    lambda: "{}".format(),
    lambda: "{0}{1}".format(1),
    lambda: int("abc"),
    lambda: float("1.2.3"),
    lambda: str.upper(5),
    lambda: "abc".encode("no-such-codec"),
    lambda: "abc".center(),
    lambda: "x".zfill("3"),
    lambda: "abc".startswith(),
    lambda: "abc" < 5,
    lambda: len("abc", "d"),
    lambda: "%d" % "abc",
    lambda: "abc".count(),
    lambda: "a".replace("a", "b", "c"),
]
for i, t in enumerate(tests):
    try:
        print(i, "no error", t())
    except Exception as e:
        print(i, type(e).__name__, e)
