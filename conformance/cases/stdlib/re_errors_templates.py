import re


def sub(template, pattern="(x)(?P<name>y)?", string="xy"):
    try:
        print(repr(template), "->", repr(re.sub(pattern, template, string)))
    except re.error as e:
        print(repr(template), "|", e.msg, "|", e.pos, e.lineno, e.colno, "|", e, "|", repr(e.pattern))
    except (IndexError, TypeError) as e:
        print(repr(template), type(e).__name__, e)


for t in [r"\3", r"\9", r"\g<3>", r"\g<nope>", r"\g<1", r"\g<name", r"\g", r"\g1", r"\g<>", r"\g<-1>", r"\g<a b>",
          r"\g<1a>", r"\q", r"\x41", r"\u0041", r"\N{DASH}", r"\d", r"\w", r"\s", r"\A", "\\", r"ab\\", "abc\\",
          r"\400", r"\777", r"\8", r"\08", r"\00", r"\1a", r"\g<01>", r"\g<0>", r"\g<name>", r"\g<2>", r"\2",
          r"\11", r"\10", r"x\ny\tz", r"\\n", r"\e", r"\c", r"\L", r"\U"]:
    sub(t)
sub(r"\1", "x", "x")
sub(r"\g<0>", "x", "x")
sub(r"\g<0>\0", "x", "x")
sub(b"\\q", b"x", b"x")
sub(b"\\g<z>", b"(x)", b"x")
try:
    re.subn("x", r"\2", "x")
except re.error as e:
    print("subn", e)
try:
    re.compile("(a)").sub(r"\g<b>", "a")
except IndexError as e:
    print("Pattern.sub IndexError", e)
m = re.match("(a)(?P<n>b)", "ab")
for t in [r"\3", r"\g<zz>", r"\g<1", r"\q", r"\g<n>\1", r"\g<2>"]:
    try:
        print(repr(t), repr(m.expand(t)))
    except (re.error, IndexError) as e:
        print(repr(t), type(e).__name__, e)
try:
    re.sub("z", r"\q", "abc")
except re.error as e:
    print("no match still checks the template:", e)
print(re.sub("z", lambda m: m.expand(r"\q"), "abc"))
