"""Directories through os and os.path on uploaded files: walking a tree, making, renaming,
replacing and removing files and folders, changing the working directory, path arithmetic, and
the errors of each operation."""

import os
import os.path

for folder, subfolders, files in os.walk("inbox"):
    subfolders.sort()
    print(folder, subfolders, sorted(files))
for folder, subfolders, files in os.walk("inbox", topdown=False):
    print(folder, sorted(subfolders), sorted(files))

sizes = {}
for folder, _, files in os.walk("inbox"):
    for name in files:
        path = os.path.join(folder, name)
        sizes[path] = os.path.getsize(path)
print(sorted(sizes.items()))
print(sorted(p for p in sizes if os.path.splitext(p)[1] == ".txt"))
for path in sorted(sizes):
    print(os.path.basename(path), os.path.dirname(path), os.path.splitext(os.path.basename(path)))
print(os.path.join("a", "b", "c.txt"), os.path.join("a/", "/b"), os.path.normpath("a/./b/../c"))
print(os.path.split("inbox/2024/b.log"), os.path.isabs("inbox"), os.path.isabs("/inbox"))

info = os.stat("inbox/2024/c.txt")
print(info.st_size, os.stat("inbox").st_size > 0, os.path.exists("inbox/nothing"))

os.mkdir("archive")
os.rename("inbox/a.txt", "archive/a.txt")
os.replace("inbox/2024/c.txt", "archive/c.txt")
with open("archive/c.txt") as f:
    print(repr(f.read()))
print(sorted(os.listdir("archive")), sorted(os.listdir("inbox")), sorted(os.listdir("inbox/2024")))

with open("archive/a.txt", "w") as f:
    f.write("replaced")
os.replace("archive/a.txt", "archive/c.txt")
with open("archive/c.txt") as f:
    print(f.read(), sorted(os.listdir("archive")))

os.makedirs("deep/er/est")
os.chdir("deep/er")
print(sorted(os.listdir()), os.path.exists("../../archive/c.txt"))
with open("est/note.txt", "w") as f:
    f.write("n")
os.chdir("../..")
print(os.path.isfile("deep/er/est/note.txt"))
os.remove("deep/er/est/note.txt")
os.removedirs("deep/er/est")
print(os.path.exists("deep"))

for action in [
    lambda: os.mkdir("archive"),
    lambda: os.rmdir("inbox"),
    lambda: os.rmdir("archive/c.txt"),
    lambda: os.remove("inbox"),
    lambda: os.remove("archive/nope.txt"),
    lambda: os.rename("archive/nope.txt", "x.txt"),
    lambda: os.listdir("archive/c.txt"),
    lambda: os.chdir("nowhere"),
    lambda: os.makedirs("archive"),
    lambda: os.mkdir("no/parent"),
]:
    try:
        action()
    except OSError as e:
        print(type(e).__name__, e.errno, e)

os.remove("inbox/2024/b.log")
os.rmdir("inbox/2024")
print(sorted(os.listdir()), sorted(os.listdir("inbox")))
