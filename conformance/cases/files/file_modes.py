# open(): the modes r, w, a, x and +, what each allows, the file object's attributes and the
# errors of bad arguments.
import io

with open("a.txt", "w") as f:
    print(repr(f), f.mode, f.name, f.encoding, f.errors, f.closed, f.readable(), f.writable(), f.seekable())
    print(f.write("first\n"), f.write(""), f.write("é\n"))
    print(isinstance(f, io.TextIOWrapper), isinstance(f, io.TextIOBase), isinstance(f, io.IOBase), type(f).__name__)
print(f.closed, repr(f))

with open("a.txt") as f:
    print(repr(f.read()), f.mode)
with open("a.txt", "a") as f:
    print(f.tell(), f.write("appended\n"), f.tell())
with open("a.txt", "rt") as f:
    print(f.readlines())
with open("a.txt", "r+") as f:
    f.write("FIRST")
    f.seek(0)
    print(repr(f.read()))
with open("a.txt", "w+") as f:
    print(repr(f.read()))
    f.write("new\n")
    f.seek(0)
    print(repr(f.read()))
with open("a.txt", "a+") as f:
    f.write("more\n")
    f.seek(0)
    print(repr(f.read()))
with open("b.txt", "x") as f:
    f.write("exclusive")
print(open("b.txt").read())

for mode in ["wb", "rb", "ab", "xb", "r+b", "w+b", "a+b"]:
    try:
        with open("m.bin", mode) as f:
            print(mode, repr(f), f.mode, type(f).__name__, type(f.raw).__name__ if hasattr(f, "raw") else "")
    except Exception as e:
        print(mode, type(e).__name__, e)

raw = open("a.txt", "rb", buffering=0)
print(repr(raw), raw.read(3), raw.tell(), raw.readall())
raw.close()
print(repr(raw), raw.closed)

def attempt(label, fn):
    try:
        result = fn()
        print(label, "->", repr(result))
    except Exception as e:
        print(label, type(e).__name__, e)

attempt("missing", lambda: open("missing.txt"))
attempt("exclusive exists", lambda: open("b.txt", "x"))
attempt("bad mode", lambda: open("a.txt", "rw"))
attempt("bad mode letter", lambda: open("a.txt", "q"))
attempt("repeated", lambda: open("a.txt", "rr"))
attempt("no kind", lambda: open("a.txt", "b"))
attempt("text and binary", lambda: open("a.txt", "rbt"))
attempt("mode type", lambda: open("a.txt", 1))
attempt("binary encoding", lambda: open("a.txt", "rb", encoding="utf-8"))
attempt("binary errors", lambda: open("a.txt", "rb", errors="strict"))
attempt("binary newline", lambda: open("a.txt", "rb", newline=""))
attempt("unbuffered text", lambda: open("a.txt", "r", buffering=0))
attempt("bad newline", lambda: open("a.txt", newline="x"))
attempt("newline type", lambda: open("a.txt", newline=1))
attempt("encoding type", lambda: open("a.txt", encoding=5))
attempt("unknown encoding", lambda: open("a.txt", encoding="nope"))
attempt("file type", lambda: open(3.5))
attempt("file list", lambda: open(["a.txt"]))
attempt("nul", lambda: open("a\0b"))
attempt("directory", lambda: open("."))
attempt("empty name", lambda: open(""))

f = open("a.txt")
attempt("write to reader", lambda: f.write("x"))
attempt("truncate reader", lambda: f.truncate())
f.close()
for name in ["read", "readline", "readlines", "tell", "fileno", "isatty", "readable", "writable", "seekable", "flush"]:
    attempt("closed " + name, getattr(f, name))
attempt("closed seek", lambda: f.seek(0))
attempt("closed write", lambda: f.write("x"))
attempt("closed iter", lambda: iter(f))
attempt("closed with", lambda: f.__enter__())
f.close()

w = open("c.txt", "w")
attempt("read from writer", lambda: w.read())
attempt("readline from writer", lambda: w.readline())
attempt("write bytes", lambda: w.write(b"x"))
attempt("write int", lambda: w.write(5))
w.close()
wb = open("c.bin", "wb")
attempt("binary write str", lambda: wb.write("x"))
attempt("binary read from writer", lambda: wb.read())
wb.close()
rb = open("c.bin", "rb")
attempt("binary write to reader", lambda: rb.write(b"x"))
rb.close()
attempt("binary closed read", lambda: rb.read())
