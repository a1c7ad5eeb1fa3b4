# shutil trees: copytree (ignore, ignore_patterns, dirs_exist_ok, copy_function, errors),
# rmtree (ignore_errors, onerror) and move.
import os
import shutil
from pathlib import Path

os.mkdir("shutil_tree_dir")
os.chdir("shutil_tree_dir")
for name in ["src/a.txt", "src/b.py", "src/.hidden", "src/sub/c.txt", "src/sub/d.pyc",
             "src/sub/deeper/e.txt", "src/__pycache__/x.pyc", "src/empty/"]:
    os.makedirs(os.path.dirname(name), exist_ok=True)
    if not name.endswith("/"):
        with open(name, "w") as f:
            f.write(name.upper())


def tree(top):
    found = []
    for dirpath, dirnames, filenames in os.walk(top):
        rel = os.path.relpath(dirpath, top)
        found.append(rel + "/")
        for n in filenames:
            path = os.path.join(dirpath, n)
            found.append(f"{os.path.join(rel, n)}={open(path).read()}")
    return sorted(found)


print("-- copytree")
print(shutil.copytree("src", "copy1"))
print(tree("copy1") == tree("src"), tree("copy1"))
print(shutil.copytree("src", "copy2", ignore=shutil.ignore_patterns("*.pyc", "__pycache__", ".*")))
print(tree("copy2"))
seen = []


def ignore_some(directory, names):
    seen.append((directory, sorted(names)))
    return [n for n in names if n.startswith("d")]


print(repr(shutil.copytree(Path("src"), Path("copy3"), ignore=ignore_some)))
print(sorted(seen))
print(tree("copy3"))
copied = []


def recording_copy(src, dst):
    copied.append((type(src).__name__, src, dst))
    return shutil.copy(src, dst)


shutil.copytree("src/sub", "copy4", copy_function=recording_copy)
print(sorted(copied), tree("copy4"))
entry_types = set()
shutil.copytree("src/sub", "copy5", copy_function=lambda s, d: entry_types.add(type(s).__name__))
print(entry_types, tree("copy5"))

print("-- dirs_exist_ok")
try:
    shutil.copytree("src", "copy1")
except FileExistsError as e:
    print("FileExistsError", e)
with open("copy1/a.txt", "w") as f:
    f.write("changed")
with open("copy1/extra.txt", "w") as f:
    f.write("extra")
print(shutil.copytree("src", "copy1", dirs_exist_ok=True))
print(open("copy1/a.txt").read(), os.path.exists("copy1/extra.txt"))

print("-- copytree errors are gathered")
os.makedirs("clash")
with open("clash/sub", "w") as f:
    f.write("a file where src has a directory")
try:
    shutil.copytree("src", "clash", dirs_exist_ok=True)
except shutil.Error as e:
    print(type(e).__name__, sorted(e.args[0]))
print(open("clash/a.txt").read(), sorted(os.listdir("clash")))
for call in [lambda: shutil.copytree("missing", "x"), lambda: shutil.copytree("src/a.txt", "x"),
             lambda: shutil.copytree("src", "y", copy_function=lambda s, d: 1 / 0)]:
    try:
        print(call())
    except (OSError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
print(os.path.isdir("y"), sorted(os.listdir("y")))

print("-- rmtree")
shutil.rmtree("copy2")
print(os.path.exists("copy2"))
shutil.rmtree(Path("copy3"))
print(os.path.exists("copy3"))
for call in [lambda: shutil.rmtree("missing"), lambda: shutil.rmtree("src/a.txt"),
             lambda: shutil.rmtree("missing", ignore_errors=True), lambda: shutil.rmtree("src/a.txt", True)]:
    try:
        print(call())
    except OSError as e:
        print(type(e).__name__, e)
calls = []


def record(func, path, exc_info):
    calls.append((func.__name__, path, exc_info[0].__name__, str(exc_info[1]), exc_info[1] is not None))


shutil.rmtree("missing", onerror=record)
shutil.rmtree("src/a.txt", onerror=record)
print(calls)
print(os.path.exists("src/a.txt"), shutil.rmtree.avoids_symlink_attacks)

print("-- move")
with open("m1.txt", "w") as f:
    f.write("move me")
print(shutil.move("m1.txt", "m2.txt"), os.path.exists("m1.txt"), open("m2.txt").read())
print(shutil.move("m2.txt", "copy4"), sorted(os.listdir("copy4")))
print(shutil.move("copy4/m2.txt", "copy4/renamed.txt"), sorted(os.listdir("copy4")))
print(shutil.move("copy4", "moved_dir"), os.path.exists("copy4"), tree("moved_dir"))
print(shutil.move("moved_dir", "copy1/"), sorted(os.listdir("copy1")))
print(repr(shutil.move(Path("copy1/moved_dir"), Path("back"))), os.path.isdir("back"))
with open("m3.txt", "w") as f:
    f.write("replaces")
print(shutil.move("m3.txt", "back/renamed.txt"), open("back/renamed.txt").read())
with open("back/c.txt", "w") as f:
    f.write("clash")
for call in [lambda: shutil.move("missing", "x"), lambda: shutil.move("back", "back/sub"),
             lambda: shutil.move("back", "back"), lambda: shutil.move("src/sub/c.txt", "back"),
             lambda: shutil.move("back", "src/sub/c.txt")]:
    try:
        print(call())
    except OSError as e:
        print(type(e).__name__, e)
print(sorted(os.listdir(".")))

os.chdir("..")
shutil.rmtree("shutil_tree_dir")
print(os.path.exists("shutil_tree_dir"))
