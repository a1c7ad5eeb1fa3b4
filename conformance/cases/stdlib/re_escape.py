import re

print(re.escape("hello"))
print(re.escape("a.b*c"))
print(re.escape("1+1=2"))
print(re.escape("(x)[y]{z}"))
print(re.escape("^$|?\\"))
print(repr(re.escape("a b\tc\nd")))
print(re.escape("http://example.com/path?q=1&r=2"))
print(re.escape("_-~!@#%&,;:'\"<>/="))
print(re.escape("café ß 日本"))
print(re.escape(""))
print(repr(re.escape("\x00\x7f")))
print(repr(re.escape("\r\v\f")))
print(re.escape("-"), re.escape("#"), re.escape("&"), re.escape("~"))
print(re.escape(b"a.b*c"))
print(re.escape(b"\x00\xff ab"))
print(re.escape(b""))
print(type(re.escape(b"x")).__name__)
for s in ["a.b", "[x]", "1+2", "a\\b", "(?i)", "$5.00", "a|b", "x{2}", "\n", "#c"]:
    pat = re.escape(s)
    print(repr(s), bool(re.fullmatch(pat, s)), bool(re.fullmatch(pat, s, re.X)))
words = ["c++", "c#", "f.net"]
p = re.compile("|".join(re.escape(w) for w in words))
print(p.findall("I like c++, c# and f.net but not cxx"))
print(re.sub(re.escape("."), "!", "a.b.c"))
print(re.split(re.escape("||"), "a||b||c"))
try:
    re.escape(5)
except TypeError as e:
    print("TypeError", e)
try:
    re.escape(None)
except TypeError as e:
    print("TypeError", e)
