# Pattern.match, fullmatch and search at positions of a long non-ASCII str, as a tokenizer calls
# them: lookbehind and word boundaries before pos, endpos, str subclasses, and the type errors.
import re

text = ("héllo wörld 123 €45 中文 😀 " * 50000)
tok = re.compile(r"\s+|\d+|€\d+|[^\W\d]+|.", re.S)
pos = 0
counts = {}
n = 0
while pos < len(text) and n < 3000:
    m = tok.match(text, pos)
    kind = m.lastindex
    s = m.group()
    counts[s[:1]] = counts.get(s[:1], 0) + 1
    pos = m.end()
    n += 1
print(n, pos, sorted(counts.items())[:8])
print(re.match(r"(?<=é)l+", text, ) , re.compile(r"(?<=é)l+").match(text, 2), re.compile(r"\bw").match(text, 6), re.compile(r"\bö").match(text, 7))
print(re.compile(r"o$").match("héllo", 4), re.compile(r"o$").match("héllo", 4, 5), re.compile(r"l").search(text, 100000, 100010), re.compile(r"(?i)WÖR").search(text, 1000))
s2 = "aé" * 100 + "x"
print(re.compile(r"x").search(s2), re.compile(r"é+").fullmatch("ééé"), re.compile(r"é").match(s2, -5), re.compile(r"é").match(s2, 10**9))
class S(str): pass
print(re.compile(r"é.").match(S("aéb"), 1), re.match(rb"a", b"abc"))
try:
    re.compile(r"a").match(b"abc")
except TypeError as e:
    print(e)
try:
    re.compile(rb"a").match("abc")
except TypeError as e:
    print(e)
