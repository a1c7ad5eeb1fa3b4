import re

s = "naïve café 123 ٣٤ ß_x"
print(re.findall(r"\w+", s))
print(re.findall(r"\w+", s, re.ASCII))
print(re.findall(r"\w+", s, re.A))
print(re.findall(r"(?a)\w+", s))
print(re.findall(r"\d+", s), re.findall(r"\d+", s, re.A))
print(re.findall(r"\W+", s, re.A))
print(re.findall(r"\D+", "a٣b", re.A))
print(re.findall(r"\s+", "a\xa0b\u3000c d", re.A))
print(re.findall(r"\S+", "a\xa0b\u3000c d", re.A))
print(re.findall(r"\b\w+\b", "über straße", re.A))
print(re.findall(r"\b", "é", re.A), re.findall(r"\b", "é"))
print(re.findall(r"\B", "é", re.A), re.findall(r"\B", "é"))
print(re.findall("[a-z]+", "ÀBC", re.I | re.A))
print(re.findall("é", "É", re.I | re.A), re.findall("é", "É", re.I))
print(re.findall("k", "K\u212a", re.I | re.A), re.findall("k", "K\u212a", re.I))
print(re.findall("s", "S\u017f", re.I | re.A), re.findall("s", "S\u017f", re.I))
print(re.findall(r"[\w]+", "aé1", re.A))
print(re.findall(r"[^\w]+", "aé1", re.A))
print(re.findall(r"[\d]", "1٣", re.A))
print(re.compile(r"\w", re.A).flags)
print(re.compile(r"\w", re.A | re.I))
print(re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", "café"))
print(re.fullmatch(r"\w+", "café", re.A))
print(re.fullmatch(r"(?a:\w+)é", "café"))
print(re.findall(rb"\w+", b"caf\xe9 ok"))
print(re.findall(rb"\w+", b"caf\xe9 ok", re.A))
print(re.findall(rb"(?i)\xe9", b"\xc9\xe9"))
print(re.findall(rb"(?i)abc", b"ABC abc"))
print(re.compile(rb"x").flags, re.compile(rb"x", re.A).flags)
for bad in [(r"x", re.A | re.U), (r"(?au)x", 0)]:
    try:
        re.compile(*bad)
    except (ValueError, re.error) as e:
        print(type(e).__name__, e)
try:
    re.compile(b"x", re.U)
except ValueError as e:
    print("ValueError", e)
try:
    re.compile(b"(?u)x")
except re.error as e:
    print("error", e)
try:
    re.compile("x", re.L)
except ValueError as e:
    print("ValueError", e)
try:
    re.compile(b"x", re.L | re.A)
except ValueError as e:
    print("ValueError", e)
