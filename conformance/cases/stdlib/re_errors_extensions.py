import re


def show(pattern, flags=0):
    try:
        re.compile(pattern, flags)
        print(repr(pattern), "compiled")
    except re.error as e:
        print(repr(pattern), "|", e.msg, "|", e.pos, e.lineno, e.colno, "|", e)


for p in ["(?Px)", "(?P>n)", "(?&n)", "(?<n>x)", "(?<x", "(?<", "(?<>x)", "(?R)", "(?|a)", "(?+1)", "(?1)",
          "(?z)", "(?ü)", "(?", "(?P", "(?'n'x)", "(?^)", "(?~x)", "(?*)"]:
    show(p)
for p in ["(?ab)", "(?i-)", "(?-)", "(?-i)", "(?-a:x)", "(?-u:x)", "(?-L:x)", "(?i-i:x)", "(?a-i:x)", "(?x", "(?i",
          "(?iz)", "(?i-m-s:x)", "(?--i:x)", "(?L)", "(?aL)", "(?au)", "(?aa)", "(?ii)x", "(?i)(?i)x", "(?imsx)x",
          "(?-imsx:x)", "(?i-msx:x)"]:
    show(p)
for p in ["a(?i)", "(?i)a(?s)", "(a)(?m)", "a|(?x)b", "(?:(?i))", "x (?x)", " (?x)"]:
    show(p)
for p in [b"(?u)x", b"(?L)x", b"(?aL)x", b"(?a)x", b"(?-L:x)", b"(?L:x)"]:
    show(p)
