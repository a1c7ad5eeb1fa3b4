import re

p = re.compile(r"(?P<y>\d{4})-(\d\d)", re.I | re.M)
print(p.pattern, p.flags, p.groups, p.groupindex)
print(repr(p))
print(re.compile("a+", re.IGNORECASE))
print(re.compile("a+"))
print(re.compile(b"a+"))
print(re.compile(b"a+", re.I))
print(re.compile("a+", re.ASCII))
print(re.compile(b"a+", re.ASCII))
print(re.compile("x", re.S | re.X))
print(re.compile("x", re.I | re.M | re.S | re.X | re.A))
print(re.compile("x", re.U))
print(re.compile("(?i)x"))
print(re.compile("(?s)x", re.M))
print(re.compile("it's"))
print(re.compile('say "hi"'))
print(re.compile("both ' and \""))
print(re.compile("\\d\n"))
print(re.compile(r"\d\n"))
print(re.compile("é日"))
print(re.compile("a" * 250))
print(len(repr(re.compile("a" * 250))))
print(re.compile(b"\xff\x00"))
print(re.compile("").pattern == "", re.compile("").groups, re.compile("").groupindex)
print(re.compile(b"x").pattern, type(re.compile(b"x").pattern).__name__)
print(re.compile("(a)(b)(?:c)(?P<d>d)").groups)
print(re.compile("(a)(b)(?:c)(?P<d>d)").groupindex)
print(re.compile("x", 0).flags, re.compile(b"x", 0).flags)
print(re.compile("x", re.A).flags, re.compile("x", re.I).flags, re.compile("x", re.M).flags)
print(re.compile("x", re.S).flags, re.compile("x", re.X).flags, re.compile("x", re.U).flags)
for attr in ["pattern", "flags", "groups"]:
    try:
        setattr(p, attr, 1)
    except AttributeError as e:
        print("AttributeError", e)
try:
    p.foo = 1
except AttributeError as e:
    print("AttributeError", e)
print(str(p) == repr(p))
print(re.compile("x", 0) == re.compile("x", re.U))
print(re.compile("x", re.NOFLAG))
