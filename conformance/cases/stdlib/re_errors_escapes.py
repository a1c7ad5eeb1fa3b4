import re


def show(pattern, flags=0):
    try:
        re.compile(pattern, flags)
        print(repr(pattern), "compiled")
    except re.error as e:
        print(repr(pattern), "|", e.msg, "|", e.pos, e.lineno, e.colno, "|", e)


for p in ["\\q", "a\\q", "abc\\y", "\\e", "\\c", "\\i", "\\p{L}", "\\P", "\\R", "\\K", "\\G", "\\h", "\\X",
          "\\o{1}", "\\Q", "\\E", "\\l", "\\L", "[\\q]", "[\\z]", "[\\A]", "[\\Z]", "[\\B]", "x[\\p]", "\\x",
          "\\x4", "\\xg0", "\\u12", "\\U1234", "\\U00110000", "\\N", "\\N{", "\\N{}", "\\N{NOPE}", "\\N{EM DASH",
          "[\\N{NOPE}]", "\\400", "\\777", "[\\400]", "[\\8]", "\\", "a\\", "[\\"]:
    show(p)
for p in [b"\\u0041", b"\\U00000041", b"\\N{EM DASH}", b"\\q", b"[\\u00e9]"]:
    show(p)
