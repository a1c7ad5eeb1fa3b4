# pathlib.Path.glob and rglob: wildcards, '**', trailing slashes, hidden names, errors.
import shutil
from pathlib import Path

root = Path("pathlib_glob_root")
for name in ["a.py", "b.txt", ".hidden.py", "pkg/__init__.py", "pkg/mod.py", "pkg/data.json",
             "pkg/sub/deep.py", "pkg/sub/notes.txt", "pkg/.cache/c.py", "docs/index.md",
             "docs/img/logo.png", "weird[1].py", "x/y/z/end.py"]:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(name)
(root / "empty").mkdir()


def show(paths):
    return sorted(p.relative_to(root).as_posix() for p in paths)


for pattern in ["*", "*.py", "*.txt", "?.py", "[ab].*", "pkg/*", "pkg/*.py", "*/*.py", "*/", "pkg/*/",
                "**", "**/", "**/*.py", "**/*.txt", "pkg/**", "pkg/**/*.py", "**/sub/*", "**/**/*.md",
                "*/**/*.png", "a.py", "pkg", "pkg/", "nope", "nope/*", "a.py/*", "a.py/", ".*",
                "weird[1].py", "weird[[]1].py", "x/*/z", "x/**/end.py", "**/z/*", "empty/*",
                "pkg/./mod.py", "pkg/../a.py", "pkg//mod.py"]:
    print(repr(pattern), show(root.glob(pattern)))

print("-- rglob")
for pattern in ["*.py", "*", "sub/*", "*.md", "*/", "deep.py", "", "z/*.py", "nothing"]:
    print(repr(pattern), show(root.rglob(pattern)))

print("-- from other starting points")
print(show((root / "pkg").glob("*.py")), show((root / "pkg").rglob("*.txt")))
print(list((root / "nope").glob("*")), list((root / "a.py").glob("*")), list((root / "a.py").rglob("*")))
print(sorted(p.name for p in (root / "pkg" / "sub").glob("*")))
print(type(root.glob("*")).__name__, type(root.rglob("*")).__name__)
print(all(type(p).__name__ == "PosixPath" for p in root.rglob("*")))

print("-- errors (raised when iteration starts)")
for pattern in ["", "/abs/*", "a**", "**b/c", "pkg/x**y"]:
    gen = root.glob(pattern)
    try:
        print(list(gen))
    except (ValueError, NotImplementedError) as e:
        print(repr(pattern), type(e).__name__, e)
for pattern in ["/x", "a**"]:
    try:
        print(list(root.rglob(pattern)))
    except (ValueError, NotImplementedError) as e:
        print(repr(pattern), type(e).__name__, e)

print("-- a walk sees changes made between steps")
seen = []
for p in root.glob("**/"):
    seen.append(p.relative_to(root).as_posix())
    if p == root / "empty":
        (root / "empty" / "made").mkdir()
print(sorted(seen))

shutil.rmtree(root)
print(root.exists())
