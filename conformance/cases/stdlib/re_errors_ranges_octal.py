import re


def show(pattern, flags=0):
    try:
        re.compile(pattern, flags)
        print(repr(pattern), "compiled")
    except re.error as e:
        print(repr(pattern), "|", e.msg, "|", e.pos, e.lineno, e.colno, "|", e)


for p in ["[z-a]", "[a-\\d]", "[\\w-z]", "[\\d-\\w]", "[b-a]", "[é-a]", "[9-0]", "x[b-a]", "[\\s-\\S]"]:
    show(p)
for p in ["[\\1]", "\\0", "\\00", "\\000", "\\0000", "\\12", "[\\12]", "\\x41", "\\u0041", "\\U00000041"]:
    show(p)
for p in [b"\\x41", b"[z-a]", b"[\\x00-\\xff]", b"\\777"]:
    show(p)
for p, s in [("[\\1]", "\x01"), ("\\0", "\x00"), ("\\000", "\x00"), ("\\0000", "\x000"), ("[\\12]", "\n")]:
    print(repr(p), repr(s), bool(re.fullmatch(p, s)))
