import re


def show(pattern, flags=0):
    try:
        re.compile(pattern, flags)
        print(repr(pattern), "compiled")
    except re.error as e:
        print(repr(pattern), "|", e.msg, "|", e.pos, e.lineno, e.colno, "|", e)
    except (OverflowError, RecursionError, ValueError) as e:
        print(repr(pattern), type(e).__name__, e)


for p in ["*a", "+", "?", "{1}", "{1,2}", "a**", "a*+?", "a++?", "a??+", "a{1}{2}", "a{2}*", "(?:*)", "a|*",
          "(*)", "^*", "$*", "\\b*", "\\A+", "a{2,1}", "a{5,3}?", "a{4294967296}", "a{1,4294967296}",
          "a{4294967295}", "(?<=a)*", "(?=a)+", "(?!a){2}", "a?*", "(?i)*", "a***", "x|+", "(|?)", "a{,}?", "a{,2}{,3}"]:
    show(p)
try:
    re.compile("a**")
except re.error as e:
    print(type(e).__name__, type(e).__module__, isinstance(e, Exception), e.pattern, e.args)
try:
    re.search("++", "x")
except re.error as e:
    print(e.pattern, e.pos, repr(e))
try:
    re.compile(b"a**")
except re.error as e:
    print(e.pattern, e.pos, e)
print(re.error.__name__, re.error.__mro__[1].__name__)
