import re


def show(pattern, flags=0):
    try:
        re.compile(pattern, flags)
        print(repr(pattern), "compiled")
    except re.error as e:
        print(repr(pattern), "|", e.msg, "|", e.pos, e.lineno, e.colno)
        print("   str:", e)


show("abc\ndef\n(gh")
show("abc\ndef\ngh)")
show("line1\n  *oops")
show("a\nb\nc\n[x")
show("(?x)\n  (?P<a>\\d+)  # digits\n  (?P<a>\\w+)  # again\n")
show("(?x)\n  foo\n  bar\\q\n")
show("first\r\nsecond)")
show("\n\n\n)")
show("x\n)")
show(")\n")
show("abc\n\\")
show(b"ab\ncd\n(")
show(b"x\n\\q")
show("(?x)\n[a-\n", 0)
show("(?x)a\n  {2,1}")
show("(?x)\n (?<=a+) b")
show("ab\n(?i)")
show("\n(?P=zz)")
show("\u00e9\n\u00e9)")
show("a{2\n}")
try:
    re.compile("one\ntwo\n  three)")
except re.error as e:
    print(e.args)
    print(e.pattern.count("\n"), e.pattern[e.pos])
    print(repr(e))
e = re.error("custom message")
print(e.msg, e.pattern, e.pos, e.lineno, e.colno, str(e))
e = re.error("custom", "ab\ncd", 4)
print(e.msg, repr(e.pattern), e.pos, e.lineno, e.colno, str(e))
e = re.error("custom", "abcd", 2)
print(str(e), e.lineno, e.colno)
e = re.error("custom", b"ab\ncd", 3)
print(str(e), e.lineno, e.colno)
try:
    raise re.error("raised by user")
except re.error as err:
    print("caught", err)
