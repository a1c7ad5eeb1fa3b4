import re


def show(pattern, flags=0):
    try:
        re.compile(pattern, flags)
        print(repr(pattern), "compiled")
    except re.error as e:
        print(repr(pattern), "|", e.msg, "|", e.pos, e.lineno, e.colno, "|", e)


for p in ["(?P<n>a)(?P=m)", "(?P=n)(?P<n>a)", "(?P<n>a)(?P<n>b)", "(?P<x>a)(?P<y>b)(?P<x>c)", "(?P<1>a)",
          "(?P<a-b>x)", "(?P<>x)", "(?P<a b>x)", "(?P<n>a)(?P=1)", "(?P=1)", "(?P=)", "\\1", "(a)\\2", "(a)(b)\\3",
          "(a\\1)", "(?P<n>a(?P=n))", "(?P<n>a|(?P=n))", "(?(x)a)", "(?(0)a)", "(?(2)a)(b)", "(?(1)a|b|c)(x)",
          "(?(1a)x)(a)", "(?(-1)a)", "(?()a)", "(?(", "(?P<é>x)(?P=é)", "(?P<_>x)", "(?P<n>x)(?P=n",
          "(?P<n>)", "(?P<n>a)|(?P<m>b)(?P=n)", "(?(1)a|b)(x)", "(?P<n>x)(?(n)y)", "(?(n)y)(?P<n>x)"]:
    show(p)
for p in [b"(?P<n>a)(?P=m)", b"(?P<a1>a)(?P=a1)", b"(a)\\2"]:
    show(p)
