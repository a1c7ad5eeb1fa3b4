# Checks indexing, len and iteration over strings containing non-ASCII and astral characters.
s = "héllo wörld ñ 日本語 😀!"
print(len(s), s[0], s[1], s[-1], s[-2], s[15], s[-3])
for i in [0, 1, 4, 7, 13, 14, 17, 18, 19]:
    print(i, repr(s[i]), ord(s[i]))
print([c for c in "aé😀z"], len("😀"), len("é"), len("e\u0301"))
print("e\u0301" == "é", list("e\u0301"))
print("日本語"[1], "日本語"[-1], "日本語".index("語"), "日本語".find("本"))
print("😀😁😂"[1], "😀😁😂"[::-1], "😀😁😂".count("😁"))
word = "straße"
print(word[4], word.upper(), len(word.upper()), word.upper()[4:])
print(" ".join(reversed("añb")), "ñ" in "España", "n" in "España")
for i, ch in enumerate("ab€"):
    print(i, ch, hex(ord(ch)))
try:
    print(s[100])
except IndexError as e:
    print(type(e).__name__, e)
try:
    print(""[0])
except IndexError as e:
    print(type(e).__name__, e)
try:
    s[0] = "H"
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(s["1"])
except TypeError as e:
    print(type(e).__name__, e)
print(s[True], s[-len(s)], "x"[0][0][0])
print(max("héllo"), min("héllo"), sorted("bäa"))
print("\u00e9" == "é", "\N{SNOWMAN}", len("\N{SNOWMAN}"), "\U0001F40D")
