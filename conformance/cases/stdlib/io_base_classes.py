import io


def attempt(label, f, *args):
    try:
        result = f(*args)
        print(label, "->", repr(result))
    except Exception as e:
        print(label, type(e).__name__, e)


print(io.SEEK_SET, io.SEEK_CUR, io.SEEK_END, io.DEFAULT_BUFFER_SIZE)
print(io.UnsupportedOperation.__mro__[1:3], io.UnsupportedOperation.__name__)
for cls in [io.IOBase, io.RawIOBase, io.BufferedIOBase, io.TextIOBase]:
    o = cls()
    print(cls.__name__, o.closed, o.readable(), o.writable(), o.seekable(), o.isatty(), o.flush())
    for name in ["seek", "tell", "truncate", "fileno", "read", "readline", "write", "detach", "read1"]:
        method = getattr(o, name, None)
        if method is None:
            print(" ", name, "missing")
            continue
        if name == "seek":
            attempt("  " + name, method, 0)
        elif name == "write":
            attempt("  " + name, method, "x")
        else:
            attempt("  " + name, method)
    o.close()
    print(" closed:", o.closed)
    attempt("  flush", o.flush)
    attempt("  iter", iter, o)
    attempt("  isatty", o.isatty)
print(io.TextIOBase().encoding, io.TextIOBase().newlines, io.TextIOBase().errors)
print(issubclass(io.RawIOBase, io.IOBase), issubclass(io.TextIOBase, io.IOBase), issubclass(io.BufferedIOBase, io.IOBase))
print(isinstance(io.StringIO(), io.TextIOBase), isinstance(io.BytesIO(), io.BufferedIOBase))


# a text stream of one's own on top of TextIOBase
class Upper(io.TextIOBase):
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s.upper())
        return len(s)

    def writable(self):
        return True


u = Upper()
print("hi", "there", file=u)
u.writelines(["a", "b"])
print(u.parts, u.writable(), u.readable())
with u as v:
    print(v is u, u.closed)
print(u.closed)
attempt("writelines closed", u.writelines, ["x"])


# line iteration from a readline() of one's own
class Lines(io.IOBase):
    def __init__(self, data):
        self.data = list(data)

    def readline(self, size=-1):
        return self.data.pop(0) if self.data else ""


print(list(Lines(["a\n", "b\n"])), Lines(["x\n", "y"]).readlines(), Lines(["1\n", "22\n", "333\n"]).readlines(3))


# readline built on read(1), as IOBase provides it for binary streams
class Raw(io.RawIOBase):
    def __init__(self, data):
        self.data = data

    def read(self, size=-1):
        piece, self.data = self.data[:1], self.data[1:]
        return piece


r = Raw(b"ab\ncd")
print(r.readline(), r.readline(), r.readline())
print(Raw(b"x\ny\n").readlines())
