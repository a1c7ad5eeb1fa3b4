# os over the filesystem: making and removing directories, listing, walking, stat, renaming and
# replacing, the working directory, scandir entries, and each function's errors.
import os

os.makedirs("out/sub/deep", exist_ok=True)
os.makedirs("out/sub/deep", exist_ok=True)
os.mkdir("out/other")
for name in ["out/a.txt", "out/sub/b.txt", "out/sub/deep/c.txt"]:
    with open(name, "w") as f:
        f.write(name.upper())
print(sorted(os.listdir("out")), sorted(os.listdir("out/sub")), "out" in os.listdir(), "out" in os.listdir("."))
print(sorted(os.listdir(b"out")))
for root, dirs, files in os.walk("out"):
    print(root, sorted(dirs), sorted(files))
for root, dirs, files in os.walk("out", topdown=False):
    print("up", root, sorted(dirs), sorted(files))
for root, dirs, files in os.walk("out"):
    dirs[:] = [d for d in dirs if d != "sub"]
    print("pruned", root, sorted(dirs), sorted(files))
print(list(os.walk("missing")))
errors = []
print(list(os.walk("missing", onerror=errors.append)), [type(e).__name__ for e in errors])

st = os.stat("out/a.txt")
print(st.st_size, oct(st.st_mode), st[6], len(st), os.stat("out").st_mode & 0o170000 == 0o040000)
with os.scandir("out") as entries:
    for entry in sorted(entries, key=lambda e: e.name):
        print(entry.name, entry.path, entry.is_dir(), entry.is_file(), entry.is_symlink(), os.fspath(entry))

os.rename("out/a.txt", "out/renamed.txt")
os.replace("out/renamed.txt", "out/sub/b.txt")
print(sorted(os.listdir("out")), open("out/sub/b.txt").read())
os.rename("out/other", "out/moved")
print(sorted(os.listdir("out")))
os.chdir("out")
print(os.getcwd().endswith("out"), sorted(os.listdir()))
os.chdir("..")

def attempt(label, fn):
    try:
        print(label, "->", repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)

attempt("mkdir exists", lambda: os.mkdir("out"))
attempt("mkdir missing parent", lambda: os.mkdir("nope/x"))
attempt("mkdir under file", lambda: os.mkdir("out/sub/b.txt/x"))
attempt("makedirs exists", lambda: os.makedirs("out/sub"))
attempt("makedirs over file", lambda: os.makedirs("out/sub/b.txt", exist_ok=True))
attempt("listdir missing", lambda: os.listdir("nope"))
attempt("listdir file", lambda: os.listdir("out/sub/b.txt"))
attempt("remove dir", lambda: os.remove("out/sub"))
attempt("remove missing", lambda: os.remove("nope.txt"))
attempt("unlink missing", lambda: os.unlink("nope.txt"))
attempt("rmdir not empty", lambda: os.rmdir("out"))
attempt("rmdir file", lambda: os.rmdir("out/sub/b.txt"))
attempt("rmdir missing", lambda: os.rmdir("nope"))
attempt("rename missing", lambda: os.rename("nope", "other"))
attempt("rename dir over file", lambda: os.rename("out/moved", "out/sub/b.txt"))
attempt("rename file over dir", lambda: os.rename("out/sub/b.txt", "out/moved"))
attempt("rename into itself", lambda: os.rename("out", "out/sub/inside"))
attempt("stat missing", lambda: os.stat("nope"))
attempt("chdir missing", lambda: os.chdir("nope"))
attempt("chdir file", lambda: os.chdir("out/sub/b.txt"))
attempt("nul", lambda: os.stat("a\0b"))
attempt("listdir int", lambda: os.listdir(3.5))
attempt("fspath", lambda: os.fspath(3))

os.remove("out/sub/b.txt")
os.rmdir("out/sub/deep") if not os.listdir("out/sub/deep") else os.remove("out/sub/deep/c.txt")
os.removedirs("out/sub/deep")
print(os.path.exists("out/sub"), sorted(os.listdir("out")))
os.renames("out/moved", "out/new/place")
print(sorted(os.listdir("out")), os.listdir("out/new"))
print(os.sep, os.curdir, os.pardir, repr(os.linesep), os.name, os.extsep, os.pathsep, os.devnull)
print(os.getenv("HOME_NOT_SET", "default"), os.access("out", os.F_OK), os.access("nope", os.F_OK))
