# gzip over files: gzip.open in binary and text modes (write, append, exclusive create), the
# header's file name, GzipFile by path, reading many members, and the errors of missing files.
import gzip
import os

with gzip.open("data.txt.gz", "wb") as f:
    print(f.write(b"alpha\nbeta\n"), f.name, f.mode)
raw = open("data.txt.gz", "rb").read()
print(raw[:4], raw[8:10], raw[10:19])
with gzip.open("data.txt.gz") as f:
    print(f.read(), f.name, f.mode)
with gzip.open("data.txt.gz", "rt", encoding="utf-8") as f:
    print(f.readlines())

with gzip.open("notes.gz", "wt", encoding="utf-8") as f:
    print(f.write("héllo\nwörld\n"), type(f).__name__)
with gzip.open("notes.gz", "at", encoding="utf-8") as f:
    f.write("more\n")
with gzip.open("notes.gz", "rt", encoding="utf-8") as f:
    print(list(f))
with gzip.open("notes.gz") as f:
    print(f.read(3), f.tell(), f.seek(8), f.read(), f.mtime is not None)
print(gzip.decompress(open("notes.gz", "rb").read()))

with gzip.GzipFile("plain.gz", "wb", mtime=0) as f:
    f.write(b"x" * 1000)
print(os.path.getsize("plain.gz") < 100, open("plain.gz", "rb").read()[3:10])
with gzip.GzipFile("plain.gz") as f:
    print(len(f.read()), f.mtime)
with gzip.open("crlf.gz", "wt", newline="\r\n") as f:
    f.write("a\nb\n")
with gzip.open("crlf.gz", "rb") as f:
    print(f.read())
with gzip.open("crlf.gz", "rt", newline="") as f:
    print(f.readlines())

for mode in ("xb", "xt"):
    try:
        gzip.open("notes.gz", mode)
    except FileExistsError as e:
        print(type(e).__name__, e)
with gzip.open("new.gz", "xb") as f:
    f.write(b"created")
print(gzip.open("new.gz").read())
try:
    gzip.open("missing.gz")
except FileNotFoundError as e:
    print(type(e).__name__, e)
with open("not_gzip.txt", "w") as f:
    f.write("plain text")
try:
    gzip.open("not_gzip.txt").read()
except gzip.BadGzipFile as e:
    print(type(e).__name__, e)
print(sorted(os.listdir(".")))
