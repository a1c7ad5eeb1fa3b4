# tempfile as agents use it: JSON written to a NamedTemporaryFile and read back, a
# TemporaryDirectory with files in it, cleaned up by the with block or by cleanup(), and the
# names' shape (prefix, suffix, directory) without printing the random part.
import json
import os
import tempfile

print(tempfile.gettempprefix(), tempfile.gettempdir() == tempfile.tempdir, os.path.isdir(tempfile.gettempdir()))
print(tempfile.template, tempfile.TMP_MAX > 10000)

report = {"rows": [1, 2, 3], "name": "résumé", "ok": True}
with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as f:
    json.dump(report, f)
    path = f.name
print(path.startswith(tempfile.gettempdir() + os.sep), path.endswith(".json"), f.closed, os.path.exists(path))
with open(path, encoding="utf-8") as f:
    print(json.load(f) == report)
os.unlink(path)

with tempfile.NamedTemporaryFile() as f:
    print(type(f).__name__, f.mode, f.delete, os.path.exists(f.name), f.file.name == f.name)
    f.write(b"binary payload\nsecond line\n")
    f.flush()
    f.seek(0)
    print(f.read(6), f.readline(), list(f))
    with open(f.name, "rb") as again:
        print(again.read())
    name = f.name
print(os.path.exists(name), f.closed)

f = tempfile.NamedTemporaryFile(mode="w+", prefix="report-", suffix=".txt", dir=".")
print(os.path.basename(f.name).startswith("report-"), f.name.endswith(".txt"), os.path.dirname(f.name) == os.getcwd())
f.write("text mode\n")
f.seek(0)
print(repr(f.read()), f.mode)
f.close()
f.close()
print(os.path.exists(f.name))

with tempfile.TemporaryDirectory() as tmp:
    print(os.path.isdir(tmp), tmp.startswith(tempfile.gettempdir()), os.listdir(tmp))
    for i in range(3):
        with open(os.path.join(tmp, f"part{i}.csv"), "w") as out:
            out.write(f"id,value\n{i},{i * i}\n")
    os.makedirs(os.path.join(tmp, "nested", "deeper"))
    with open(os.path.join(tmp, "nested", "deeper", "x.txt"), "w") as out:
        out.write("x")
    print(sorted(os.listdir(tmp)))
print(os.path.exists(tmp))

holder = tempfile.TemporaryDirectory(prefix="work-", suffix="-dir")
base = os.path.basename(holder.name)
print(repr(holder).startswith("<TemporaryDirectory '"), base.startswith("work-"), base.endswith("-dir"), len(base))
with open(os.path.join(holder.name, "out.txt"), "w") as out:
    out.write("done")
holder.cleanup()
holder.cleanup()
print(os.path.exists(holder.name))

names = set()
for _ in range(50):
    fd, path = tempfile.mkstemp()
    names.add(path)
    os.close(fd)
print(len(names), all(os.path.isabs(p) for p in names), {len(os.path.basename(p)) for p in names})
for path in names:
    os.unlink(path)
