# zipfile over files: archives of files and directories (write, writestr, mkdir), reading back
# by path, appending, extract/extractall keeping `..` and absolute member names inside the
# target, testzip and is_zipfile on files.
import os
import zipfile

os.makedirs("src/sub")
with open("src/a.txt", "w") as f:
    f.write("A" * 100)
with open("src/sub/b.txt", "w") as f:
    f.write("bee\n")
with zipfile.ZipFile("out.zip", "w", zipfile.ZIP_DEFLATED) as zf:
    zf.write("src/a.txt")
    zf.write("src/sub/b.txt", "b.txt")
    zf.write("src/sub/b.txt", "stored.txt", zipfile.ZIP_STORED)
    zf.writestr("../../evil.txt", "x")
    zf.writestr("/abs/path.txt", "y")
    zf.write("src/sub")
    zf.mkdir("made")
    print(repr(zf)[:40], zf.filename, zf.mode)
with zipfile.ZipFile("out.zip") as zf:
    print(zf.namelist())
    print([(i.filename, i.file_size, i.CRC, i.compress_type, i.is_dir()) for i in zf.infolist()])
    print(zf.getinfo("stored.txt").compress_size, zf.read("src/a.txt")[:5], zf.testzip())
    zf.extractall("dest")
    print(zf.extract("b.txt", "dest2"))
    print(zf.extract("../../evil.txt", "dest2"))
    print(zf.extract(zf.getinfo("made/"), "dest2"))
for root, dirs, files in sorted(os.walk("dest")):
    print(root, sorted(dirs), sorted(files))
print(open("dest/src/a.txt").read() == "A" * 100, open("dest/evil.txt").read())
print(zipfile.is_zipfile("out.zip"), zipfile.is_zipfile("src/a.txt"), zipfile.is_zipfile("missing.zip"))

with zipfile.ZipFile("out.zip", "a") as zf:
    zf.writestr("added.txt", b"new")
with zipfile.ZipFile("out.zip") as zf:
    print(zf.namelist()[-2:], zf.read("added.txt"), zf.testzip())
with zipfile.ZipFile("fresh.zip", "a") as zf:
    zf.writestr("first.txt", "into a new file")
with zipfile.ZipFile("fresh.zip") as zf:
    print(zf.namelist(), zf.read("first.txt"))
with open("src/a.txt", "ab") as f:
    pass
with zipfile.ZipFile("src/a.txt", "a") as zf:
    zf.writestr("appended.txt", "after plain bytes")
with zipfile.ZipFile("src/a.txt") as zf:
    print(zf.namelist(), zf.read("appended.txt"))
print(open("src/a.txt", "rb").read(5))

for call in (lambda: zipfile.ZipFile("missing.zip"), lambda: zipfile.ZipFile("out.zip", "x"),
             lambda: zipfile.ZipFile("src/sub/b.txt"), lambda: zipfile.ZipFile("out.zip", "w").write("missing.txt")):
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)
print(sorted(os.listdir(".")))
