# pathlib.Path directories and metadata: mkdir, iterdir, rmdir, unlink, rename, replace, stat,
# exists/is_* predicates, cwd, absolute, resolve, samefile, expanduser.
import os
import shutil
from pathlib import Path, PosixPath

root = Path("pathlib_dirs_root")
root.mkdir()
print(root.is_dir(), root.exists(), root.is_file(), root.is_symlink(), root.is_mount())

print("-- mkdir")
(root / "a").mkdir()
try:
    (root / "a").mkdir()
except FileExistsError as e:
    print("FileExistsError", e)
(root / "a").mkdir(exist_ok=True)
try:
    (root / "x" / "y" / "z").mkdir()
except FileNotFoundError as e:
    print("FileNotFoundError", e)
(root / "x" / "y" / "z").mkdir(parents=True)
(root / "x" / "y").mkdir(parents=True, exist_ok=True)
try:
    (root / "x" / "y").mkdir(parents=True)
except FileExistsError as e:
    print("FileExistsError", e)
(root / "f.txt").write_text("file")
try:
    (root / "f.txt").mkdir(exist_ok=True)
except FileExistsError as e:
    print("FileExistsError", e)
try:
    (root / "f.txt" / "sub").mkdir(parents=True)
except NotADirectoryError as e:
    print("NotADirectoryError", e)

print("-- iterdir")
print(sorted(p.name for p in root.iterdir()))
print(sorted(root.iterdir()))
print(sorted(str(p) for p in (root / "x").iterdir()))
print(list((root / "a").iterdir()))
it = (root / "nope").iterdir()
print(type(it).__name__)
for bad in [root / "nope", root / "f.txt"]:
    try:
        list(bad.iterdir())
    except OSError as e:
        print(type(e).__name__, e)

print("-- predicates")
for p in [root, root / "f.txt", root / "nope", root / "f.txt" / "under", Path(""), Path("."),
          root / "a" / ".." / "f.txt"]:
    print(str(p), p.exists(), p.is_dir(), p.is_file(), p.is_symlink(), p.is_fifo(),
          p.is_socket(), p.is_block_device(), p.is_char_device())
print(Path("bad\0name").exists(), Path("bad\0name").is_file(), Path("bad\0name").is_dir())

print("-- stat")
st = (root / "f.txt").stat()
print(st.st_size, oct(st.st_mode & 0o170000), st.st_nlink, st == (root / "f.txt").lstat())
print(oct(root.stat().st_mode & 0o170000))
try:
    (root / "nope").stat()
except FileNotFoundError as e:
    print("FileNotFoundError", e)

print("-- unlink and rmdir")
(root / "gone.txt").write_text("bye")
(root / "gone.txt").unlink()
print((root / "gone.txt").exists())
try:
    (root / "gone.txt").unlink()
except FileNotFoundError as e:
    print("FileNotFoundError", e)
(root / "gone.txt").unlink(missing_ok=True)
for call in [lambda: (root / "a").unlink(), lambda: (root / "a").unlink(missing_ok=True),
             lambda: (root / "x").rmdir(), lambda: (root / "f.txt").rmdir(), lambda: (root / "nope").rmdir()]:
    try:
        call()
    except OSError as e:
        print(type(e).__name__, e)
(root / "a").rmdir()
print((root / "a").exists())

print("-- rename and replace")
src = root / "f.txt"
moved = src.rename(root / "g.txt")
print(repr(moved), type(moved).__name__, src.exists(), moved.read_text())
print(repr(moved.rename(str(root / "h.txt"))))
(root / "other.txt").write_text("other")
try:
    print(repr((root / "h.txt").rename(root / "x")))
except OSError as e:
    print(type(e).__name__, e)
print(repr((root / "h.txt").replace(root / "other.txt")), (root / "other.txt").read_text())
print(repr((root / "x").rename(root / "x2")), sorted(p.name for p in root.iterdir()))
for call in [lambda: (root / "nope").rename(root / "q"), lambda: (root / "nope").replace(root / "q"),
             lambda: (root / "x2").rename(root / "x2" / "y" / "inside")]:
    try:
        call()
    except OSError as e:
        print(type(e).__name__, e)

print("-- cwd, absolute, resolve, samefile")
cwd = Path.cwd()
print(type(cwd).__name__, cwd.is_absolute(), cwd == Path(os.getcwd()))
rel = root / "x2" / ".." / "other.txt"
print(rel.absolute().relative_to(cwd), rel.absolute().is_absolute(), Path("/abs/x").absolute())
print(rel.resolve().relative_to(cwd), Path("/a/./b/../c").resolve(), Path("").absolute() == cwd)
print((root / "nope").resolve().relative_to(cwd))
print(rel.resolve(strict=True).relative_to(cwd))
try:
    (root / "nope" / "deeper").resolve(strict=True)
except FileNotFoundError as e:
    print("FileNotFoundError", e.filename.endswith("nope"))
print((root / "other.txt").samefile(rel), (root / "other.txt").samefile(str(root / "other.txt")))
print(root.samefile(root / "x2" / ".."), root.samefile(root / "x2"))
try:
    (root / "other.txt").samefile(root / "nope")
except FileNotFoundError as e:
    print("FileNotFoundError", e)
os.chdir(root)
print(sorted(p.name for p in Path.cwd().iterdir()), Path.cwd().name, Path("other.txt").exists())
os.chdir("..")

print("-- expanduser and readlink (nothing is a link)")
print(repr(Path("a/~").expanduser()), repr(Path("/~x").expanduser()), repr(Path("x").expanduser()))
for call in [lambda: root.readlink(), lambda: (root / "other.txt").readlink(), lambda: (root / "nope").readlink()]:
    try:
        call()
    except OSError as e:
        print(type(e).__name__, e)

shutil.rmtree(root)
print(root.exists(), PosixPath("pathlib_dirs_root").exists())
