import io


def attempt(label, f, *args):
    try:
        result = f(*args)
        print(label, "->", repr(result))
    except Exception as e:
        print(label, type(e).__name__, e)


s = io.StringIO("abc")
attempt("write bytes", s.write, b"x")
attempt("write int", s.write, 5)
attempt("write None", s.write, None)
attempt("writelines ints", s.writelines, [1])
attempt("writelines int", s.writelines, 5)
for bad in ["x", 1.5, [1]]:
    attempt("read", s.read, bad)
    attempt("readline", s.readline, bad)
    attempt("readlines", s.readlines, bad)
    attempt("truncate", s.truncate, bad)
    attempt("seek", s.seek, bad)
    attempt("seek whence", s.seek, 0, bad)
attempt("seek -1", s.seek, -1)
attempt("seek cur", s.seek, 1, 1)
attempt("seek end", s.seek, -2, 2)
attempt("seek whence 3", s.seek, 0, 3)
attempt("seek huge", s.seek, 2 ** 70)
attempt("truncate -1", s.truncate, -1)
attempt("seek bool", s.seek, True)
attempt("read bool", s.read, True)
attempt("fileno", s.fileno)
attempt("detach", s.detach)
attempt("name", lambda: s.name)

attempt("init bytes", io.StringIO, b"x")
attempt("init int", io.StringIO, 5)
attempt("newline x", io.StringIO, "", "x")
attempt("newline int", io.StringIO, "", 5)
attempt("newline bytes", io.StringIO, "", b"\n")
attempt("both bad", io.StringIO, b"x", "x")
attempt("keywords", lambda: io.StringIO(initial_value="k", newline="").getvalue())

s.close()
s.close()
print(s.closed)
for name in ["read", "readline", "readlines", "getvalue", "tell", "truncate", "readable", "writable",
             "seekable", "isatty", "flush", "__iter__", "__next__", "__enter__", "close"]:
    attempt(name, getattr(s, name))
attempt("write", s.write, "x")
attempt("writelines", s.writelines, ["x"])
attempt("seek", s.seek, 0)
attempt("newlines", lambda: s.newlines)
attempt("line_buffering", lambda: s.line_buffering)
attempt("closed", lambda: s.closed)
try:
    with s:
        pass
except ValueError as e:
    print("with", e)
print(issubclass(io.UnsupportedOperation, OSError), issubclass(io.UnsupportedOperation, ValueError))
try:
    io.StringIO().fileno()
except ValueError as e:
    print("caught as ValueError:", type(e).__name__, e)
try:
    io.StringIO().fileno()
except OSError as e:
    print("caught as OSError:", type(e).__name__, e)


class Sub(io.StringIO):
    pass


attempt("sub name", lambda: Sub().name)
print(Sub("q").read(), hasattr(io.StringIO(), "name"), getattr(io.StringIO(), "name", "default"))
