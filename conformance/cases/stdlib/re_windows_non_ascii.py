# search, findall, finditer, split and sub at positions and windows of a long non-ASCII str (and
# of an ASCII one, bytes and a str subclass): pos/endpos as a scanner passes them, negative and
# huge bounds, lookbehind and word boundaries at the window's edges, empty matches, templates and
# a replacement function.
import re

text = "αβγ déjà vu 12 €34 中文字 😀x " * 20000
word = re.compile(r"\w+")
print(len(text), word.search(text, 500000), word.search(text, 500000, 500002))
print(word.findall(text, 300001, 300040), word.findall(text, -7, 12), word.findall(text, 10**9))
print([m.span() for m in word.finditer(text, 123456, 123490)])
print([(m.group(), m.start(), m.pos, m.endpos) for m in re.compile(r"(?<=é)j|\bv").finditer(text, 4, 40)])
print(re.compile(r"(\d)(\d)?").findall(text, 250000, 250060), re.compile(r"x*").findall(text, 27, 31))
print(re.compile(r"x*").sub("-", text[:40]), re.compile(r"[€😀]").subn(r"<\g<0>>", text[:60]))
print(re.compile(r"(\w)(\w)").sub(r"\2\1", text[:30], count=3), re.compile(r"\s").sub(lambda m: "_", text[:30]))
print(re.compile(r"\s+").split(text[:80], 4), re.compile(r"(字)|(😀)").split(text[:70]))

n = 0
pos = 0
scan = re.compile(r"€(\d+)")
total = 0
while True:
    m = scan.search(text, pos)
    if m is None:
        break
    total += int(m.group(1))
    n += 1
    pos = m.end()
print(n, total, pos)
found = 0
for m in re.compile(r"😀").finditer(text):
    found += 1
print(found, m.span(), m.string is text)

ascii_text = "key=value; other = 42; " * 1000
pair = re.compile(r"(\w+)\s*=\s*(\w+)")
print(pair.findall(ascii_text, 11, 60), pair.search(ascii_text, 23000), [m.groups() for m in pair.finditer(ascii_text, 22950)])
print(re.compile(rb"\d+").findall(b"a1b22c333" * 3, 4, 20), re.compile(rb"b").sub(b"B", bytearray(b"abcb")))


class S(str):
    pass


print(word.findall(S("él ça va"), 1, 7), word.sub("#", S("où est")), word.split(S("é, è")))
try:
    word.findall(b"abc")
except TypeError as e:
    print(e)
try:
    word.sub("x", text, count="2")
except TypeError as e:
    print(e)
