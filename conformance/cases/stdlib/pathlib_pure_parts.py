# pathlib pure paths: construction, str/repr, parts, name, suffixes, stem, parent(s), anchor.
from pathlib import Path, PosixPath, PurePath, PurePosixPath


class Spelled:
    def __init__(self, text):
        self.text = text

    def __fspath__(self):
        return self.text


samples = ["", ".", "..", "a", "a/b", "a/b/", "a//b", "a/./b", "a/../b", "/", "//", "///",
           "/a", "//a", "///a", "////a/b", "/a/b/c.txt", "a.tar.gz", ".bashrc", "..x", "a.",
           "a..b", "x/.config.d", "dir/.", "dir/..", "~/x", "a b/c d.e", "é/日本.txt", "a\\b"]
for s in samples:
    p = PurePosixPath(s)
    print(repr(s), repr(p), str(p), p.parts, repr(p.drive), repr(p.root), repr(p.anchor))
    print("   ", repr(p.name), repr(p.suffix), p.suffixes, repr(p.stem), repr(p.parent),
          p.is_absolute(), p.as_posix())

print("-- construction from several segments and path-likes")
print(repr(PurePosixPath("a", "b", "c")))
print(repr(PurePosixPath("a", "/b", "c")))
print(repr(PurePosixPath("/a", "", "b", "")))
print(repr(PurePosixPath(PurePosixPath("x"), "y", Spelled("z/w"))))
print(repr(PurePosixPath()), repr(PurePosixPath("")), repr(PurePosixPath("", "")))
print(repr(PurePath("a/b")), type(PurePath("a")).__name__, type(Path("a")).__name__)
print(repr(Path("a", Path("b"))), repr(PosixPath("/x/y")))
print(repr(PurePosixPath(Path("mixed"))), repr(Path(PurePosixPath("mixed"))))
print(repr(PurePosixPath("a", "//b")), repr(PurePosixPath("//a", "b")))

print("-- parents")
p = PurePosixPath("/usr/local/lib/python3.11")
parents = p.parents
print(repr(parents), len(parents), list(parents))
print(parents[0], parents[1], parents[-1], parents[-2], parents[1:3], parents[::-1], parents[::2])
print(parents[-4:], parents[10:], PurePosixPath("/a/b") in parents, PurePosixPath("/usr") in parents)
print(list(PurePosixPath("a/b/c").parents), list(PurePosixPath("a").parents), list(PurePosixPath("/").parents))
print(list(PurePosixPath("").parents), PurePosixPath("a/b").parents.index(PurePosixPath(".")))
print(p.parents.count(PurePosixPath("/usr")), list(reversed(p.parents)))
print(repr(PurePosixPath("/").parent), repr(PurePosixPath(".").parent), repr(PurePosixPath("a").parent))
print(repr(PurePosixPath("//").parent), repr(PurePosixPath("//x").parent))
for idx in [4, -5, 100]:
    try:
        print(parents[idx])
    except IndexError as e:
        print("IndexError", e)
try:
    parents["x"]
except TypeError as e:
    print("TypeError", e)

print("-- str subclasses and bytes")
class Name(str):
    pass
print(repr(PurePosixPath(Name("s/t"))), type(PurePosixPath(Name("s")).parts[0]).__name__)
print(PurePosixPath("a/é").__bytes__(), PurePosixPath("/a b/%").as_uri())
print(PurePosixPath("/tmp/x y/é.txt").as_uri(), PurePosixPath("//host/share").as_uri())

print("-- errors")
for args in [(1,), (b"a",), (None,), ("a", 2), (Spelled(3),), (Spelled(b"x"),)]:
    try:
        print(PurePosixPath(*args))
    except TypeError as e:
        print("TypeError", e)
try:
    PurePosixPath("rel").as_uri()
except ValueError as e:
    print("ValueError", e)
