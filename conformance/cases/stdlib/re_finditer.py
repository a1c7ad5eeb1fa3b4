import re

it = re.finditer("\\d+", "a1b22c333")
for m in it:
    print(m.group(), m.span())
print(list(it))
print([m.span() for m in re.finditer("a*", "baaac")])
print([m.span() for m in re.finditer("", "ab")])
print([m.groups() for m in re.finditer("(\\w)(\\d)?", "a1b")])
print([m.groupdict() for m in re.finditer("(?P<w>\\w+)", "x yy")])
print([m.start() for m in re.finditer("o", "foo boo", re.I)])
p = re.compile("o")
print([m.span() for m in p.finditer("foo boo", 2)])
print([m.span() for m in p.finditer("foo boo", 2, 5)])
print([(m.pos, m.endpos) for m in p.finditer("foo boo", 1, 6)])
print([m.group() for m in re.finditer("(?i)the", "The then THE")])
text = "cat bat rat"
for m in re.finditer("(?P<first>\\w)at", text):
    print(m["first"], m.start(), m.end(), m.lastgroup)
ms = list(re.finditer("\\w+", "one two"))
print(len(ms), ms[1].group(), ms[0].string)
print(ms[0])
print(next(re.finditer("x", "axb")).span())
try:
    next(re.finditer("x", "abc"))
except StopIteration:
    print("StopIteration")
it = iter(re.finditer("a", "aa"))
print(next(it).start(), next(it).start())
print(iter(it) is it)
print([m.group() for m in re.finditer(b"\\w+", b"ab cd")])
print([m.span() for m in re.finditer("(?=aa)", "aaaa")])
print([m.span() for m in re.finditer("\\b", "hi you")])
print([(m.start(), m.group(1)) for m in re.finditer("(?=(\\d{2}))", "12345")])
print(sum(int(m.group()) for m in re.finditer("-?\\d+", "5 -3 10")))
print([m.expand("<\\1>") for m in re.finditer("(\\w)", "ab")])
print([m.lastindex for m in re.finditer("(a)|(b)|c", "abc")])
print([m.re.pattern for m in re.finditer("z", "zz")])
