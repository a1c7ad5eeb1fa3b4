# Checks rsplit with and without maxsplit and compares it against split.
s = "a.b.c.d"
for n in [-1, 0, 1, 2, 3, 10]:
    print(n, s.split(".", n), s.rsplit(".", n))
print("  a  b  c  ".rsplit(), "  a  b  c  ".rsplit(None, 1), "  a  b  c  ".rsplit(maxsplit=0))
print("a  b".rsplit(" "), "a  b".rsplit(" ", 1), "".rsplit(), "".rsplit(","), ",a,".rsplit(","))
path = "/usr/local/lib/python3.11/site.py"
directory, filename = path.rsplit("/", 1)
print(directory, filename)
stem, ext = filename.rsplit(".", 1)
print(stem, ext)
print("archive.tar.gz".rsplit(".", 1), "archive.tar.gz".split(".", 1), "noext".rsplit(".", 1))
print("aaaa".rsplit("aa"), "aaaa".split("aa"), "aaa".rsplit("aa"), "aaa".split("aa"))
print("x--y--z".rsplit("--", 1), "日-本-語".rsplit("-", 1))
try:
    "abc".rsplit("")
except ValueError as e:
    print(type(e).__name__, e)
try:
    "abc".rsplit(1)
except TypeError as e:
    print(type(e).__name__, e)
def last_word(text):
    parts = text.rsplit(None, 1)
    return parts[-1] if parts else ""
print([last_word(t) for t in ["hello big world", "single", "   ", "trailing   "]])
print("1 2 3 4".rsplit(" ", 2), "1 2 3 4".split(" ", 2))
