# pathlib pure-path operations: joining, comparison, hashing, with_*, relative_to, match.
from pathlib import Path, PurePath, PurePosixPath

P = PurePosixPath

print("-- joining")
print(repr(P("a") / "b"), repr(P("a") / "/b"), repr("x" / P("y")), repr("/x" / P("y")))
print(repr(P("a") / P("b") / "c/d"), repr(P("a").joinpath("b", "c")), repr(P("a").joinpath()))
print(repr(P("/a").joinpath("..", "b")), repr(P("a") / ""), repr("" / P("a")))
print(repr(Path("a") / "b"), repr("q" / Path("r")), repr(P("a") / P("/")))
for bad in [lambda: P("a") / 1, lambda: 1 / P("a"), lambda: P("a") / None, lambda: b"x" / P("a"),
            lambda: P("a").joinpath(3)]:
    try:
        print(bad())
    except TypeError as e:
        print("TypeError", e)

print("-- equality, hashing, ordering")
print(P("a/b") == P("a//b/"), P("a/b") == P("a/./b"), P("a/b") == P("a/../a/b"), P("a") == "a")
print(P("/a") == P("//a"), P("a") != P("A"), P("a") == Path("a"), PurePath("x") == P("x"))
print(hash(P("a/b")) == hash(P("a", "b")), len({P("a"), P("a/"), P("./a"), Path("a")}))
print(sorted([P("b"), P("a/c"), P("a"), P("/z"), P("a/b"), P("A"), P("a.b")]))
print(P("a") < P("b"), P("a/b") > P("a"), P("a") <= P("a"), P("b") >= P("c"))
print(max(P("x/y"), P("x")), min([P("/b"), P("/a/z")]))
for bad in [lambda: P("a") < "b", lambda: P("a") >= 1, lambda: sorted([P("a"), "b"])]:
    try:
        print(bad())
    except TypeError as e:
        print("TypeError", e)

print("-- with_name, with_stem, with_suffix")
for p in [P("a/b.txt"), P("/x.tar.gz"), P("noext"), P(".hidden"), P("dir/")]:
    print(repr(p.with_name("n.md")), repr(p.with_stem("s")), repr(p.with_suffix(".py")),
          repr(p.with_suffix("")), repr(p.with_suffix(".a.b")))
for call in [lambda: P("").with_name("x"), lambda: P("/").with_name("x"), lambda: P("a").with_name(""),
             lambda: P("a").with_name("b/c"), lambda: P("a").with_name("/b"), lambda: P("a").with_name("."),
             lambda: P("a").with_name("b/"), lambda: P("a").with_name(".."), lambda: P("a").with_suffix("py"),
             lambda: P("a").with_suffix("."), lambda: P("a").with_suffix("./b"), lambda: P("a").with_suffix("/"),
             lambda: P("").with_suffix(".x"), lambda: P("..").with_stem("x"), lambda: P("a").with_suffix(None),
             lambda: P("a").with_stem(""), lambda: P("a.b").with_stem("")]:
    try:
        print(repr(call()))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

print("-- relative_to and is_relative_to")
cases = [("/a/b/c", "/a"), ("/a/b/c", "/a/b/c"), ("/a/b", "/"), ("a/b/c", "a"), ("a/b", "a/b"),
         ("a/b", ""), ("a/b", "."), ("/a", "/b"), ("/a", "a"), ("a", "/a"), ("/a/b", "/a/b/c"),
         ("/ab", "/a"), ("a/b", "a", "b"), ("/x/y/z", "/x", "y")]
for path, *others in cases:
    try:
        print(path, others, repr(P(path).relative_to(*others)), P(path).is_relative_to(*others))
    except ValueError as e:
        print(path, others, "ValueError", e, P(path).is_relative_to(*others))
try:
    P("a").relative_to()
except TypeError as e:
    print("TypeError", e)

print("-- match")
tests = [("a/b.py", "*.py"), ("/a/b/c.py", "b/*.py"), ("/a/b/c.py", "a/*.py"), ("/a/b.py", "/*.py"),
         ("/a.py", "/*.py"), ("a.py", "/*.py"), ("a/b.py", "*/*.py"), ("b.py", "*/*.py"),
         ("a/b/c", "**/c"), ("A.PY", "*.py"), ("x/.hidden", "*"), ("a/b", "a/b/"),
         ("/", "/"), ("a", "[ab]"), ("a/b/c.txt", "b/*.txt"), ("a/b/c.txt", "*b/c.txt"),
         ("//x/y", "//x/*"), ("//x/y", "/x/*")]
for path, pattern in tests:
    print(path, pattern, P(path).match(pattern))
for bad in ["", "."]:
    try:
        P("a").match(bad)
    except ValueError as e:
        print("ValueError", e)

print("-- misc")
print(P("a").is_reserved(), P("/a/b").anchor, P("a").__fspath__(), str(P("")), P("a/b").as_posix())
print(isinstance(P("a"), PurePath), issubclass(Path, PurePath), issubclass(Path, P), P.__name__)
print([c.__name__ for c in type(Path("x")).__mro__])
print(sorted(n for n in dir(P("a")) if not n.startswith("_"))[:12])
