# Checks find/rfind/index/rindex with start/end arguments and the ValueError from index.
s = "hello world, hello universe"
print(s.find("hello"), s.rfind("hello"), s.find("o"), s.rfind("o"), s.find("zzz"), s.rfind("zzz"))
print(s.find("hello", 1), s.find("hello", 1, 10), s.find("o", -5), s.rfind("o", 0, 10), s.find("", 5), s.rfind(""))
print(s.find("l", 3, 4), s.find("l", 4, 3), s.find("", 100), s.find("", len(s)), s.rfind("", 3, 7))
print(s.index("world"), s.rindex("l"), s.index("e", 2), s.rindex("e", 0, 5))
print("héllo".find("l"), "日本語日本語".rfind("本"), "😀a😀".find("a"), "😀a😀".rfind("😀"))
for args in [("xyz",), ("hello", 20), ("o", 5, 7)]:
    try:
        print(s.index(*args))
    except ValueError as e:
        print(type(e).__name__, e)
try:
    s.rindex("nope")
except ValueError as e:
    print(type(e).__name__, e)
def find_all(text, sub):
    out = []
    i = text.find(sub)
    while i != -1:
        out.append(i)
        i = text.find(sub, i + 1)
    return out
print(find_all("abracadabra", "a"), find_all("aaaa", "aa"), find_all("abc", "d"))
print("abracadabra".count("abra"), "abracadabra".count("a", 1, -1))
print("needle" in "haystack with needle", "" in "abc", "abc" in "", "" in "")
print(s.startswith("hello"), s.find("hello") == 0)
print(s.find("o", None, None), s.index("w", None), "abc".find("c", -1))
print([1, 2, 3, 2].index(2), (1, 2, 3, 2).index(2, 2), [5, 6].count(6))
try:
    [1, 2].index(3)
except ValueError as e:
    print(type(e).__name__, e)
