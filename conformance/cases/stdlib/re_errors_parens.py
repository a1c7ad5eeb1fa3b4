import re


def show(pattern, flags=0):
    try:
        re.compile(pattern, flags)
        print(repr(pattern), "compiled")
    except re.error as e:
        print(repr(pattern), "|", e.msg, "|", e.pos, e.lineno, e.colno, "|", e)


for p in ["(", "(a", "((a)", "(a(b)", "a)", ")", "(a))", "(?:a", "(?P<n>a", "(?=a", "(?<=a", "(?!a", "(?<!a",
          "(?>a", "(?i:a", "[a", "[", "[]", "[^]", "[a-", "[\\", "a[b-", "[^", "(?#unterminated", "(?",
          "(?P", "(?P<", "(?P<n", "(?P=", "(?P=n", "(?(1)a", "(a|b", "a|b)", "(?x)(a # comment )", "[a-z",
          "x{1,2", "x{", "(a)(b", "())", "[\\[", "\\"]:
    show(p)
