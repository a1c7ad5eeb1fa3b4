import re

p = re.compile(r"(?P<w>\w+)")
m = p.search("  hello world", 1, 9)
print(m.pos, m.endpos, m.re is p, m.string)
print(m.re, m.re.pattern)
m2 = re.search("b", "abc")
print(m2.pos, m2.endpos)
print(re.compile("b").search("abc", 1, 99).endpos)
print(re.compile("b").search("abc", -3).pos)
print(bool(m), bool(re.match("", "")))
print(repr(re.match("abc", "abcdef")))
print(re.match("", "x"))
print(re.match(b"ab", b"abc"))
print(re.match("a'b", "a'b"), re.match('a"b', 'a"b'))
print(re.match(".*", "x" * 60))
print(re.match(".*", "é" * 60))
print(re.match(".+", "line\nbreak", re.S))
print(re.match(".", "\x00"), re.match(".", "\u200b"))
print(re.search("\\w+", "tab\there"))
m = re.match(r"(?P<first>\w+) (?P<last>\w+)", "Jane Doe")
print(m.expand(r"\2, \1"))
print(m.expand(r"\g<last>, \g<first>"))
print(m.expand(r"\g<0>!"))
print(repr(m.expand(r"\n\t")))
print(m.expand("literal"))
print(re.match("(a)(b)?", "a").expand(r"[\2]"))
print(re.match(b"(a)", b"a").expand(rb"<\1>"))
try:
    m.expand(r"\3")
except re.error as e:
    print("error", e)
try:
    m.expand(r"\g<nope>")
except IndexError as e:
    print("IndexError", e)
except re.error as e:
    print("error", e)
s = "original"
m = re.match("orig", s)
s = "changed"
print(m.string, m.group())
class Tag(str):
    pass
m = re.match("a", Tag("abc"))
print(type(m.string).__name__, type(m.group()).__name__)
print(re.match("x", "x").__class__.__name__)
print(re.match("(?P<x>a)", "a")["x"], re.match("(?P<x>a)", "a")[0])
print(str(re.match("q", "q")) == repr(re.match("q", "q")))
