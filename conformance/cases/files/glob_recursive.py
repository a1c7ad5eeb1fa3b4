# glob with recursive=True: '**' alone, as a prefix, in the middle and at the end; hidden names.
import glob
import os
import shutil

os.makedirs("glob_rec_tree/a/b/c")
os.makedirs("glob_rec_tree/a/.hid/d")
os.makedirs("glob_rec_tree/e")
os.chdir("glob_rec_tree")
for name in ["top.py", "a/one.py", "a/one.txt", "a/b/two.py", "a/b/c/three.py", "a/b/c/three.txt",
             "a/.hid/h.py", "a/.hid/d/hd.py", ".top.py", "e/four.py"]:
    with open(name, "w") as f:
        f.write("x")

for pattern in ["**", "**/", "**/*.py", "**/*.txt", "a/**", "a/**/", "a/**/*.py", "**/b/**",
                "**/c/*", "a/**/c", "**/*", "*/**", "**/three.*", "a/**/**/*.py", "**/**",
                "nope/**", "top.py/**", "a/b/**/three.py", "**.py", "a**/*.py", "**/.*"]:
    print(repr(pattern), sorted(glob.glob(pattern, recursive=True)))

print("-- without recursive=True, ** is *")
for pattern in ["**", "**/*.py", "a/**/*.py"]:
    print(repr(pattern), sorted(glob.glob(pattern)))

print("-- include_hidden")
print(sorted(glob.glob("**/*.py", recursive=True, include_hidden=True)))
print(sorted(glob.glob("a/**", recursive=True, include_hidden=True)))

print("-- root_dir")
print(sorted(glob.glob("**/*.py", root_dir="a", recursive=True)))
print(sorted(glob.glob("**", root_dir="a/b", recursive=True)))
print(sorted(glob.glob("**/", root_dir="a", recursive=True)))

print("-- bytes")
print(sorted(glob.glob(b"**/*.txt", recursive=True)))

print("-- iglob: a recursive walk sees a directory made while it runs")
seen = []
for path in glob.iglob("**/", recursive=True):
    seen.append(path)
    if path == "e/":
        os.mkdir("e/new")
print(sorted(seen))

print("-- a deep tree")
path = "deep"
for i in range(60):
    path = os.path.join(path, f"d{i}")
os.makedirs(path)
with open(os.path.join(path, "leaf.py"), "w") as f:
    f.write("leaf")
found = glob.glob("deep/**/*.py", recursive=True)
print(len(found), found[0].count("/"), found[0].endswith("d59/leaf.py"))
print(len(glob.glob("deep/**", recursive=True)))

os.chdir("..")
shutil.rmtree("glob_rec_tree")
print(os.path.exists("glob_rec_tree"))
