# Searches that skip positions before attempting a match: the set of characters a match can
# start with, a run of characters every match must contain, and a greedy repeat that gives
# characters back straight to the literal that follows it. The results must not change.
import re


def show(pattern, text, flags=0, pos=0, endpos=None):
    compiled = re.compile(pattern, flags)
    if endpos is None:
        m = compiled.search(text, pos)
    else:
        m = compiled.search(text, pos, endpos)
    print(repr(pattern), repr(text)[:40], m and (m.span(), m.groups()))


# Alternations and groups: a match starts with one of a few characters.
for text in ["-" * 30 + "Perl" + "-" * 5, "P" * 20 + "Python", "Tcl", "xx", ""]:
    show("Python|Perl|Tcl", text)
    show("(Python|Perl)", text)
    show("(?:Python|Perl)", text)
    show("(Python)\\1", text + "PythonPython")
show("([0a-z][a-z0-9]*,)+", "--a5,b7,c9,--")
show("(?:[a-z][a-z0-9]*,)+", "--A5,b7,c9,--")
show("(?:a|b)+c", "xxabbac")
show("\\b(?:ab|cd)", "xab cd")
show("(?<=x)(?:a|b)", "ab xb")
show("(?=b)(?:a|b)", "aab")
show("(?!a)(?:a|b)", "aab")
show("a*|b", "ccc")
show("(a|)b", "ccab")
show("(a)?b|c", "xxc")
show("(?:a{0}|x)y", "zzy xy")
show("(a)|b\\1", "cb")

# Case folding: characters beyond ASCII that fold to ASCII ones.
show("k|x", "..\u212a..", re.IGNORECASE)
show("s|q", "..\u017f..", re.IGNORECASE)
show("\u212a|q", "..k..", re.IGNORECASE)
show("\u212a|q", "..k..", re.IGNORECASE | re.ASCII)
show("i|q", "..\u0130..\u0131", re.IGNORECASE)
show("[a-c]x|y", "..BX..", re.IGNORECASE)
show("(?:\u00e9|\u00fc)+", "abc\u00fc\u00e9")
show("(?:\u00e9|e)z", "\u00c9z ez", re.IGNORECASE)
show("(?:[\u00e0-\u00ff]|q)x", "..\u00e9x")
show("(?:\\d|q)x", "..\u0663x")
show("(?:\\w|-)x", "..\u00e9x")

# Positions and ends.
show("ab|cd", "abxxcd", pos=1)
show("ab|cd", "abxxcd", pos=1, endpos=5)
show("ab|cd", "abxxcd", pos=4, endpos=6)
show("ab|cd", "abxxcd", pos=7)

# Bytes.
print(re.search(b"Python|Perl", b"--Perl--"))
print(re.search(b"(?i)python|perl", b"--PERL--"))
print(re.findall(b"(?:a|b)c", b"acbcxc"))

# Greedy single-character repeats followed by a literal.
for text in ["-" * 10 + "Python" + "-" * 10, "PyPyPython", "no match here", "PPPP", "P"]:
    show(".*Python", text)
    show(".*(Python)", text)
    show(".*P.*y.*t.*h.*o.*n.*", text)
    show("x*P", text)
show("a*a", "aaaa")
show("a{3,}a", "aaa")
show("a{3,}a", "aaaaa")
show("[ab]{2,}b", "abab")
show("[ab]{2,}b", "ab")
show(".{2,}P", "PPPx")
show(".{2,}P", "xP")
show("(.*)P(.*)P", "aPbPcPd")
show(".*?P", "aPbP")
show("(?s).*\n", "a\nb\nc")
show(".*\n", "a\nb\nc")
show(".*a", "ba\u00e9a\u00e9")
show("\u00e9*\u00e9", "\u00e9\u00e9\u00e9")
print(re.findall(".*?,|.*x", "a,b,cx,dx"))
print(re.findall("[^,]*,", "ab,,c,d"))
print(re.sub("(a*)a", "<\\1>", "aaa baa a"))

# Runs of characters every match must contain.
dates = re.compile(r'(^|[^\\])\"\\\/Qngr\((-?[0-9]+)\)\\\/\"')
print(dates.sub("", '{"n":"\\/Qngr(12)\\/", "m":"Qngr"}'))
print(dates.sub("", '{"n":"x", "m":"Qngr"}'))
print(dates.findall('"\\/Qngr(-1)\\/" a"\\/Qngr(2)\\/"'))
show("x(ab)c", "abc xab xabc")
show("x(ab)c", "abc xab xab")
show("x(?:ab)c", "xabc", pos=1)
show("(?:a|b)xyz", "axy bxyz")
show("(?:a|b)xyz", "axy bxyz", endpos=7)
show("(?:a|b)xyz", "axy bxyz", endpos=8)
show("(?:a|b)x\u00e9z", "ax\u00e9 bx\u00e9z")
show("(?:a|b)xyz", "axyz", pos=1)
show("(?i)(?:a|b)xyz", "AXYZ")
show("[ab]c(d)e", "acde bcde")
print(re.findall("(a|b)cd", "acd bcd ccd acd"))
print(re.split("(?:,|;) ", "a, b; c,d"))
print(list(m.span() for m in re.finditer("(?:a|b)cd", "acdbcd xcd")))
print(re.subn("(?:a|b)cd", "-", "acdbcd xcd"))
print(re.search("(?:a|b)cd", "xcd" * 3))

# A substitution without a match gives the very str or bytes back; a subclass gets a str.
subject = "abc" * 10
print(re.sub("x", "", subject) is subject, re.subn("x", "-", subject))
print(re.compile(b"x").sub(b"", b"abcd") == b"abcd", re.sub("(?:q|z)", "", "abc") == "abc")


class Text(str):
    pass


plain = re.sub("x", "", Text("abc"))
print(type(plain).__name__, plain)
print(type(re.sub("b", "", Text("abc"))).__name__)
print(re.sub(b"x", b"", bytearray(b"ab")), re.sub("x", lambda m: "", subject) == subject)
