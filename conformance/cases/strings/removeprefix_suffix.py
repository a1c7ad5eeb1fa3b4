# Checks removeprefix/removesuffix versus lstrip/rstrip character-set pitfalls.
names = ["test_alpha.py", "test_test.py", "alpha_test.py", "test_", "_test", "test", "", "TEST_x.py"]
for n in names:
    print(repr(n), repr(n.removeprefix("test_")), repr(n.removesuffix(".py")), repr(n.lstrip("test_")), repr(n.rstrip(".py")))
print("aaab".removeprefix("a"), "abab".removeprefix("ab"), "abc".removeprefix(""), "abc".removesuffix(""))
print("日本語".removeprefix("日"), "日本語".removesuffix("本"), "😀😀".removesuffix("😀"))
print(b"prefix-data".removeprefix(b"prefix-"), b"data.bin".removesuffix(b".bin"))
try:
    "x".removeprefix(None)
except TypeError as e:
    print(type(e).__name__, e)
try:
    "x".removesuffix(("a", "b"))
except TypeError as e:
    print(type(e).__name__, e)
urls = ["https://a.com", "http://b.org", "ftp://c.net", "https://https://d"]
print([u.removeprefix("https://").removeprefix("http://") for u in urls])
s = "file.tar.gz"
print(s.removesuffix(".gz").removesuffix(".tar"), s.removesuffix(".tar"), s.rstrip(".gz"))
print("mississippi".removesuffix("ppi").removesuffix("ssi"))
