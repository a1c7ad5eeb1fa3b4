# shutil file copies: copyfileobj, copyfile, copy, copy2, copymode/copystat, which, the errors.
import io
import os
import shutil
from pathlib import Path

os.mkdir("shutil_copy_dir")
os.chdir("shutil_copy_dir")
with open("src.txt", "w") as f:
    f.write("hello\nworld\n")
with open("big.bin", "wb") as f:
    f.write(bytes(range(256)) * 1000)
os.mkdir("dest")

print("-- copyfileobj")
with open("src.txt", "rb") as fsrc, open("obj.txt", "wb") as fdst:
    print(shutil.copyfileobj(fsrc, fdst))
print(open("obj.txt").read() == "hello\nworld\n")
source, sink = io.StringIO("abc" * 10), io.StringIO()
shutil.copyfileobj(source, sink, 7)
print(sink.getvalue())
source, sink = io.BytesIO(b"xyz"), io.BytesIO()
shutil.copyfileobj(source, sink, length=1)
print(sink.getvalue())
with open("src.txt") as fsrc, open("text_copy.txt", "w") as fdst:
    fsrc.readline()
    shutil.copyfileobj(fsrc, fdst)
print(repr(open("text_copy.txt").read()))

print("-- copyfile")
print(shutil.copyfile("src.txt", "copy1.txt"), open("copy1.txt").read() == open("src.txt").read())
print(shutil.copyfile("big.bin", "big2.bin"), os.path.getsize("big2.bin"))
print(open("big2.bin", "rb").read() == open("big.bin", "rb").read())
with open("copy1.txt", "w") as f:
    f.write("old contents that are longer than the new ones")
print(shutil.copyfile("src.txt", "copy1.txt"), repr(open("copy1.txt").read()))
print(repr(shutil.copyfile(Path("src.txt"), Path("dest") / "p.txt")), os.listdir("dest"))
with open("empty.txt", "w"):
    pass
print(shutil.copyfile("empty.txt", "empty2.txt"), os.path.getsize("empty2.txt"))

print("-- copy and copy2")
print(shutil.copy("src.txt", "dest"), shutil.copy("src.txt", "dest/"), shutil.copy2("big.bin", "dest"))
print(shutil.copy("src.txt", "c2.txt"), repr(shutil.copy2(Path("src.txt"), Path("c3.txt"))))
print(repr(shutil.copy(Path("src.txt"), Path("dest"))), sorted(os.listdir("dest")))
print(shutil.copy("dest/../src.txt", "dest/renamed.txt"), sorted(os.listdir("dest")))
print(shutil.copymode("src.txt", "c2.txt"), shutil.copystat("src.txt", "c2.txt"))

print("-- errors")
calls = [
    lambda: shutil.copyfile("src.txt", "src.txt"),
    lambda: shutil.copyfile("src.txt", "./src.txt"),
    lambda: shutil.copyfile(Path("src.txt"), "dest/../src.txt"),
    lambda: shutil.copy("dest/src.txt", "dest"),
    lambda: shutil.copy2("src.txt", "."),
    lambda: shutil.copyfile("missing.txt", "x.txt"),
    lambda: shutil.copy("missing.txt", "dest"),
    lambda: shutil.copyfile("src.txt", "nodir/x.txt"),
    lambda: shutil.copyfile("src.txt", "nodir/"),
    lambda: shutil.copyfile("src.txt", "dest"),
    lambda: shutil.copyfile("src.txt", "dest/"),
    lambda: shutil.copyfile("dest", "x.txt"),
    lambda: shutil.copy("dest", "x.txt"),
    lambda: shutil.copyfile("src.txt/x", "x.txt"),
    lambda: shutil.copymode("missing.txt", "src.txt"),
    lambda: shutil.copymode("src.txt", "missing.txt"),
    lambda: shutil.copystat("missing.txt", "src.txt"),
    lambda: shutil.copystat("src.txt", "missing.txt"),
    lambda: shutil.copyfileobj(io.StringIO("a"), io.BytesIO()),
]
for call in calls:
    try:
        print(call())
    except (OSError, TypeError) as e:
        print(type(e).__name__, e)
print(os.path.exists("x.txt"))

print("-- the exception classes")
print(issubclass(shutil.SameFileError, shutil.Error), issubclass(shutil.Error, OSError))
print(issubclass(shutil.SpecialFileError, OSError), issubclass(shutil.ExecError, OSError))
try:
    shutil.copy("src.txt", "src.txt")
except shutil.Error as e:
    print(type(e).__name__, e.args, e.errno, e.filename)
print(shutil.which("surely-no-such-program-here"), shutil.which("surely-no-such-program", path=""))
print(shutil.COPY_BUFSIZE)

os.chdir("..")
shutil.rmtree("shutil_copy_dir")
print(os.path.exists("shutil_copy_dir"))
