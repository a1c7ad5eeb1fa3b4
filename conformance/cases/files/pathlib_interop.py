# Paths where str paths go: open(), os, os.path, glob, shutil, json and csv take a Path; a Path
# as a dict key, in f-strings and in sorted listings.
import csv
import glob
import json
import os
import shutil
from pathlib import Path, PurePosixPath

base = Path("interop_dir")
os.makedirs(base / "in")
print(isinstance(base, os.PathLike), os.fspath(base), f"{base}", "%s" % base, str(base / "x"))
print(os.path.join(base, "a"), os.path.basename(base / "f.txt"), os.path.splitext(base / "f.tar.gz"))
print(os.path.exists(base), os.path.isdir(base / "in"), os.path.isfile(base / "nope"))

with open(base / "in" / "rows.csv", "w", newline="") as f:
    csv.writer(f).writerows([["k", "v"], ["a", "1"], ["b", "2"]])
with (base / "in" / "rows.csv").open(newline="") as f:
    print(list(csv.DictReader(f)))
with open(base / "in" / "conf.json", "w") as f:
    json.dump({"x": [1, 2]}, f)
with (base / "in" / "conf.json").open() as f:
    print(json.load(f))

print(sorted(os.listdir(base / "in")), sorted(e.name for e in os.scandir(base / "in")))
print(sorted(glob.glob(str(base / "in" / "*"))), sorted(glob.glob("*.csv", root_dir=base / "in")))
os.rename(base / "in" / "conf.json", base / "in" / "config.json")
print(sorted(p.name for p in (base / "in").iterdir()))
print(repr(shutil.copy(base / "in" / "rows.csv", base)), os.path.getsize(base / "rows.csv"))
print(os.stat(base / "rows.csv").st_size == (base / "rows.csv").stat().st_size)
os.remove(base / "rows.csv")
print((base / "rows.csv").exists())

print("-- as keys and in containers")
sizes = {p: p.stat().st_size for p in sorted((base / "in").iterdir())}
print(sizes)
print(sizes[base / "in" / "rows.csv"], Path("interop_dir/in/rows.csv") in sizes)
print(sorted({Path("a"), Path("a/"), PurePosixPath("a"), Path("b")}))
print(len({Path("x"), PurePosixPath("x")}), Path("x") in [PurePosixPath("x")])

print("-- formatting")
p = Path("dir/file.txt")
print(f"{p!r}", f"{p!s}", format(p), "{}".format(p), f"{p.name:>12}|")
try:
    print(f"{p:>20}")
except TypeError as e:
    print("TypeError", e)

shutil.rmtree(base)
print(base.exists())
