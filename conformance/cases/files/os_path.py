# os.path: the string functions (join, split, splitext, normpath, relpath, commonpath, ...) and
# the ones that look at files (exists, isfile, isdir, getsize, samefile).
import os.path
import posixpath

print(os.path is posixpath or os.path.join is not None)
for parts in [("a", "b", "c.txt"), ("a/", "b"), ("a", "/abs", "c"), ("", "x"), ("a", ""), ("/",), (b"a", b"b")]:
    print(parts, os.path.join(*parts))
for p in ["a/b/c.txt", "a/b/", "/", "", "file", "/a", "a//b", ".hidden", "a/.hidden", "a.b/c", "x.tar.gz", "..", "a/..."]:
    print(repr(p), os.path.split(p), os.path.splitext(p), repr(os.path.basename(p)), repr(os.path.dirname(p)),
          os.path.isabs(p), repr(os.path.normpath(p)))
for p in ["a/./b/../c", "//a//b", "///a", "../../x", "/../x", "a/b/../../..", "./"]:
    print(repr(p), os.path.normpath(p))
print(os.path.relpath("a/b/c", "a"), os.path.relpath("a", "a/b/c"), os.path.relpath("x/y", "x/y"), os.path.relpath("/x/y", "/z"))
print(os.path.commonpath(["a/b/c", "a/b/d", "a/b"]), os.path.commonpath(["/x/y", "/x/z"]), os.path.commonprefix(["abcd", "abce", "ab"]))
print(os.path.splitdrive("a/b"), os.path.normcase("A/B"), os.path.expanduser("x/y"), os.path.expandvars("plain"))
for bad in [lambda: os.path.join("a", 1), lambda: os.path.join("a", b"b"), lambda: os.path.commonpath([]),
            lambda: os.path.commonpath(["/a", "b"]), lambda: os.path.relpath(""), lambda: os.path.basename(3)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)

os.makedirs("d/e")
with open("d/f.txt", "w") as f:
    f.write("12345")
for p in ["d", "d/e", "d/f.txt", "nope", "d/f.txt/x", "", "a\0b", b"d/f.txt"]:
    print(repr(p), os.path.exists(p), os.path.isfile(p), os.path.isdir(p), os.path.islink(p), os.path.lexists(p))
print(os.path.getsize("d/f.txt"), os.path.getsize("d") >= 0, os.path.samefile("d/f.txt", "d/../d/f.txt"))
print(os.path.abspath("d/f.txt") == os.path.join(os.getcwd(), "d/f.txt"), os.path.isabs(os.path.abspath("x")))
try:
    os.path.getsize("nope")
except OSError as e:
    print(type(e).__name__, e)
