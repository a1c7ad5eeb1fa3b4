# tempfile's functions over the filesystem: mkstemp's descriptor and path, mkdtemp, TemporaryFile,
# SpooledTemporaryFile before and after rollover, a tempdir set by the program, the xml_etree
# benchmark's mkstemp pattern, and the errors of each.
import io
import os
import tempfile
import xml.etree.ElementTree as ET

fd, path = tempfile.mkstemp(suffix=".bin", prefix="pre_")
print(type(fd).__name__, fd >= 3, os.path.isabs(path), os.path.basename(path).startswith("pre_"), path.endswith(".bin"))
print(os.write(fd, b"12345"), os.lseek(fd, 0, os.SEEK_SET), os.read(fd, 10), os.path.getsize(path))
os.close(fd)
os.unlink(path)
fd, path = tempfile.mkstemp(text=True, dir=".")
print(os.path.dirname(path) == os.getcwd(), os.path.exists(path))
with os.fdopen(fd, "w") as f:
    f.write("via fdopen\n")
with open(path) as f:
    print(repr(f.read()))
os.remove(path)

fd, path = tempfile.mkstemp(prefix=b"bytes_", suffix=b".b")
print(type(path).__name__, os.path.basename(path).startswith(b"bytes_"), path.endswith(b".b"), os.path.exists(path))
os.close(fd)
os.unlink(path)
d = tempfile.mkdtemp(dir=tempfile.gettempdirb())
print(type(d).__name__, os.path.isdir(d), tempfile.gettempprefixb())
os.rmdir(d)
with tempfile.NamedTemporaryFile(prefix=b"named_") as f:
    print(type(f.name).__name__, os.path.exists(f.name))
print(os.path.exists(f.name))
d = tempfile.mkdtemp(prefix="dir_")
print(os.path.isdir(d), os.path.basename(d).startswith("dir_"), os.listdir(d))
os.rmdir(d)
nested = tempfile.mkdtemp(dir=".", suffix="_x")
print(nested.startswith("." + os.sep), nested.endswith("_x"), os.path.isdir(nested))
os.rmdir(nested)

with tempfile.TemporaryFile() as f:
    f.write(b"scratch data")
    f.seek(0)
    print(f.read(), f.mode, isinstance(f.name, int))
print(f.closed)
t = tempfile.TemporaryFile("w+", encoding="utf-8")
t.write("text scratch\n")
t.seek(0)
print(repr(t.readline()), t.mode)
t.close()

s = tempfile.SpooledTemporaryFile(max_size=10)
print(s._rolled, s.name, s.mode)
s.write(b"short")
print(s._rolled, s.tell())
s.write(b" and now long enough")
print(s._rolled, s.tell(), isinstance(s.name, int))
s.seek(0)
print(s.read())
s.close()
print(s.closed)
with tempfile.SpooledTemporaryFile(mode="w+") as s:
    s.write("line one\nline two\n")
    s.seek(0)
    print(s.readline(), s.readlines(), s._rolled)
    s.rollover()
    print(s._rolled)
    s.seek(0)
    print(s.read().split())
with tempfile.SpooledTemporaryFile() as s:
    s.write(b"abc")
    print(s.fileno() >= 3, s._rolled)
    s.seek(0)
    print(s.read())

os.mkdir("mytmp")
tempfile.tempdir = "mytmp"
print(tempfile.gettempdir())
fd, path = tempfile.mkstemp()
print(os.path.dirname(path) == os.path.abspath("mytmp"))
os.close(fd)
os.unlink(path)
with tempfile.TemporaryDirectory() as tmp:
    print(tmp.startswith("mytmp" + os.sep))
tempfile.tempdir = None

root = ET.Element("root")
for i in range(3):
    ET.SubElement(root, "item", id=str(i)).text = f"value {i}"
tf, file_path = tempfile.mkstemp()
try:
    ET.ElementTree(root).write(file_path)
    tree = ET.parse(file_path)
    print([item.get("id") for item in tree.getroot()], ET.tostring(tree.getroot())[:30])
finally:
    os.close(tf)
    os.unlink(file_path)
print(os.path.exists(file_path))

for attempt in (lambda: tempfile.mkstemp(dir="missing"), lambda: tempfile.mkdtemp(dir="missing"),
                lambda: tempfile.NamedTemporaryFile(dir="missing"), lambda: tempfile.TemporaryDirectory(dir="missing"),
                lambda: tempfile.NamedTemporaryFile(mode="rw"), lambda: tempfile.TemporaryFile(mode="q"),
                lambda: tempfile.mkstemp(prefix=b"a", suffix="b"), lambda: tempfile.mkdtemp(dir=b".", prefix="x")):
    try:
        attempt()
        print("ok")
    except Exception as e:
        print(type(e).__name__, getattr(e, "errno", None) or e)
print(os.listdir("mytmp"))
