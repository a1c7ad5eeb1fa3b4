# glob.glob and iglob without recursion: wildcards, directories, hidden names, root_dir, bytes.
import glob
import os
import shutil

os.makedirs("glob_basic_tree/sub/deep")
os.chdir("glob_basic_tree")
for name in ["a.txt", "b.txt", "c.py", "ab.txt", ".hidden", ".hidden.txt", "sub/x.py",
             "sub/y.txt", "sub/.dot.py", "sub/deep/z.py", "odd[1].txt", "star*.txt", "q?.txt"]:
    with open(name, "w") as f:
        f.write(name)
os.mkdir("empty")
os.mkdir(".hiddendir")

for pattern in ["*", "*.txt", "?.txt", "??.txt", "[ab]*", "[!a]*.txt", "sub/*", "*/*.py", "*/",
                "sub/*/", "s*/*.py", "*/*/*.py", "a.txt", "sub", "sub/", "nope", "nope/*", "a.txt/",
                "a.txt/*", ".*", ".h*", "*hidden*", "", "empty/*", "odd[1].txt", "odd[[]1].txt",
                "star*.txt", "q?.txt", "*[?]*", "./*.py", "sub/../*.py", "./sub/*"]:
    print(repr(pattern), sorted(glob.glob(pattern)))

print("-- include_hidden")
print(sorted(glob.glob("*", include_hidden=True)))
print(sorted(glob.glob("sub/*.py", include_hidden=True)))
print(sorted(glob.glob("*/", include_hidden=True)))

print("-- root_dir")
print(sorted(glob.glob("*.py", root_dir="sub")))
print(sorted(glob.glob("*", root_dir="sub/deep")))
print(sorted(glob.glob("deep/*.py", root_dir="sub")))
print(sorted(glob.glob("x.py", root_dir="sub")))
print(sorted(glob.glob("*", root_dir="nope")))
print(sorted(glob.glob("*", root_dir="a.txt")))
print(sorted(glob.glob("", root_dir="sub")))

print("-- absolute patterns stay absolute")
here = os.getcwd()
found = sorted(glob.glob(os.path.join(here, "sub", "*.py")))
print([os.path.relpath(p, here) for p in found], all(os.path.isabs(p) for p in found))

print("-- bytes")
print(sorted(glob.glob(b"*.py")))
print(sorted(glob.glob(b"sub/*")))
print(sorted(glob.glob(b"*.txt", root_dir=b"sub")))

print("-- iglob is lazy and yields the same")
it = glob.iglob("*.txt")
print(iter(it) is it, sorted(it) == sorted(glob.glob("*.txt")))

print("-- has_magic and escape")
for s in ["abc", "a*c", "a?c", "a[c", "a]c", b"a*", b"plain", "odd[1].txt", ""]:
    print(repr(s), glob.has_magic(s))
for s in ["odd[1].txt", "star*.txt", "q?.txt", "a]b", "/abs/x*y", "", b"b[*]"]:
    print(repr(s), repr(glob.escape(s)))
print(sorted(glob.glob(glob.escape("odd[1].txt"))), sorted(glob.glob(glob.escape("star*.txt"))))
print(sorted(glob.glob(glob.escape("q?.txt"))))

print("-- errors")
for call in [lambda: glob.glob(5), lambda: glob.glob(None), lambda: glob.glob("*", root_dir=5),
             lambda: glob.escape(5), lambda: glob.has_magic(None), lambda: glob.glob("*", bogus=1)]:
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)

os.chdir("..")
shutil.rmtree("glob_basic_tree")
print(os.path.exists("glob_basic_tree"))
