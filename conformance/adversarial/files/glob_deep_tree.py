# Checks that glob's and pathlib's recursive walks over a tree 1100 directories deep keep their
# own stacks (no recursion to exhaust; CPython's recurse and raise RecursionError here), while
# shutil.rmtree, depth first by recursion as CPython's, stops with a catchable RecursionError
# and leaves the tree removable bottom up.
# files: granted
# limits: steps=0 time=30
# expect: ok
# stdout-ends: 1102 1\n1101 ['leaf.txt']\nRecursionError\nFalse\n
import glob
import os
import shutil
from pathlib import Path

path = "t"
os.mkdir(path)
for depth in range(1100):
    path += "/d"
    os.mkdir(path)
with open(path + "/leaf.txt", "w") as f:
    f.write("leaf")
print(len(glob.glob("t/**", recursive=True)), len(glob.glob("t/**/*.txt", recursive=True)))
print(sum(1 for _ in Path("t").rglob("*")), [p.name for p in Path("t").rglob("*.txt")])
try:
    shutil.rmtree("t")
except RecursionError:
    print("RecursionError")
os.remove(path + "/leaf.txt")
while path != "t":
    os.rmdir(path)
    path = os.path.dirname(path)
shutil.rmtree("t")
print(os.path.exists("t"))
