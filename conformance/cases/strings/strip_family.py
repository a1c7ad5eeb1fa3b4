# Checks strip/lstrip/rstrip with default whitespace and explicit character sets.
samples = ["  hi  ", "\t\n hi \r\n", "hi", "", "   ", "\u3000hi\xa0", "\x0bhi\x0c", "\x85x\u2029"]
for s in samples:
    print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print("xxhixx".strip("x"), "xyhiyx".strip("xy"), "xyhiyx".lstrip("yx"), "xyhiyx".rstrip("x"))
print("www.example.com".strip("cmowz."), "www.example.com".lstrip("w."), "www.example.com".rstrip(".mco"))
print("12300".rstrip("0"), "0.500".rstrip("0").rstrip("."), "100".rstrip("0"), "0".lstrip("0") or "0")
print("abc".strip(""), "abc".strip(None), "aaa".strip("a") == "", "ééaéé".strip("é"))
print("  multiple   spaces  ".strip().split("  "))
print("#comment#".strip("#"), "--opt".lstrip("-"), "file.txt   ".rstrip() + "|")
print("banana".strip("an"), "banana".lstrip("ban"), "banana".rstrip("an"))
lines = ["  key = value  \n", "\tother=thing\n", "   \n"]
for ln in lines:
    stripped = ln.strip()
    if not stripped:
        print("blank line")
        continue
    k, v = (p.strip() for p in stripped.split("="))
    print(repr(k), repr(v))
try:
    "x".strip(1)
except TypeError as e:
    print(type(e).__name__, e)
print(b"  bytes \n".strip(), b"xxbxx".strip(b"x"))
