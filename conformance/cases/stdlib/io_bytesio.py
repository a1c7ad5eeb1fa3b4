import io

b = io.BytesIO(b"abc\ndef\r\nghi")
print(b.read(2), b.read1(2), b.read1(), b.tell(), b.read(), b.read1())
b.seek(0)
print(b.readlines(), b.tell())
b.seek(0)
print(b.readline(2), b.readline(), b.readline(-1), b.readline(None), b.readline())
b.seek(0)
print(list(b), b.readlines())
b.seek(0)
print(b.readlines(5), b.readlines(0))
print(b.getvalue())

print(b.seek(4), b.write(b"XY"), b.getvalue(), b.tell())
print(b.seek(20), b.write(b"Z"), b.getvalue(), b.tell())
print(b.seek(0, 1), b.seek(-2, 1), b.seek(-3, 2), b.seek(-100, 2), b.seek(5, 2), b.tell())
print(b.seek(3), b.truncate(), b.getvalue(), b.tell())
print(b.truncate(1), b.getvalue(), b.tell(), b.read())
print(b.truncate(9), b.getvalue())

out = io.BytesIO()
for i in range(1000):
    out.write(b"%d," % i)
out.writelines([b"end", b"\n"])
data = out.getvalue()
print(len(data), data[:20], data[-10:], out.tell())
print(io.BytesIO().getvalue(), io.BytesIO(None).getvalue(), io.BytesIO(initial_bytes=b"k").read())
print(io.BytesIO(b"x").readable(), io.BytesIO().writable(), io.BytesIO().seekable(), io.BytesIO().isatty())
print(isinstance(b, io.BufferedIOBase), isinstance(b, io.IOBase), isinstance(b, io.TextIOBase),
      isinstance(b, io.RawIOBase), type(b).__name__, type(b).__module__)
with io.BytesIO(b"line\n") as f:
    print(f.readline(), f.closed)
print(f.closed)


def attempt(label, f, *args):
    try:
        result = f(*args)
        print(label, "->", type(result).__name__ if isinstance(result, io.IOBase) else repr(result))
    except Exception as e:
        print(label, type(e).__name__, e)


b = io.BytesIO(b"data")
attempt("write str", b.write, "x")
attempt("write int", b.write, 5)
attempt("write None", b.write, None)
attempt("init str", io.BytesIO, "x")
attempt("init int", io.BytesIO, 5)
attempt("writelines str", b.writelines, ["x"])
for bad in ["x", 1.5]:
    for name in ["read", "read1", "readline", "readlines", "truncate", "seek"]:
        attempt(name, getattr(b, name), bad)
attempt("seek -1", b.seek, -1)
attempt("seek whence", b.seek, 0, 3)
attempt("truncate -1", b.truncate, -1)
attempt("fileno", b.fileno)
b.close()
for name in ["read", "getvalue", "tell", "readable", "flush", "isatty", "readline", "readlines", "__iter__",
             "__enter__"]:
    attempt(name, getattr(b, name))
attempt("write", b.write, b"")
attempt("seek", b.seek, 0)
print(b.closed)
attempt("name", lambda: b.name)


class Sub(io.BytesIO):
    pass


attempt("sub name", lambda: Sub().name)
