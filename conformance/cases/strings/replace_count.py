# Checks str.replace with counts, empty patterns and overlapping matches.
s = "the cat sat on the mat with the hat"
print(s.replace("the", "a"), s.replace("the", "a", 1), s.replace("the", "a", 2), s.replace("the", "a", 0))
print(s.replace("the", "a", -1), s.replace("zzz", "y"), s.replace("at", ""))
print("aaaa".replace("aa", "b"), "aaa".replace("aa", "b"), "abab".replace("ab", "abab"))
print("abc".replace("", "-"), "abc".replace("", "-", 2), "".replace("", "x"), "".replace("a", "b"))
print("Mississippi".replace("ss", "SS"), "Mississippi".replace("i", "", 2), "Mississippi".count("ss"))
print("héllo".replace("é", "e"), "日本日本".replace("日", "月", 1), "😀x😀".replace("😀", ":)"))
print("a.b.c".replace(".", "\\."), "tab\there".replace("\t", "    "))
print("x".replace("x", "xx").replace("x", "xx"))
template = "Dear NAME, your order ORDER ships DATE."
for k, v in [("NAME", "Ana"), ("ORDER", "#42"), ("DATE", "today")]:
    template = template.replace(k, v)
print(template)
text = "banana"
print(text.count("a"), text.count("an"), text.count("ana"), text.count(""), text.count("a", 2), text.count("a", 2, 4))
print("".count(""), "abc".count("", 1), "abc".count("abcd"), "aaa".count("a", -2))
try:
    "abc".replace("a")
except TypeError as e:
    print(type(e).__name__, e)
try:
    "abc".replace("a", 1)
except TypeError as e:
    print(type(e).__name__, e)
print(b"aXbXc".replace(b"X", b"--"), b"aaa".replace(b"a", b"b", 2))
