# io.TextIOWrapper over in-memory binary streams (BytesIO): decoding (UTF-8 split across reads,
# utf-8-sig, latin-1, errors), newline modes on reading and writing, lines and iteration,
# tell/seek, writing through, and the argument errors.
import io

raw = "héllo wörld\r\nsecond line\rthird\nlast €".encode("utf-8")
for newline in (None, "", "\n", "\r", "\r\n"):
    t = io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8", newline=newline)
    print(repr(newline), list(t), t.newlines)

t = io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8")
print(type(t).__name__, t.encoding, t.errors, t.line_buffering, t.readable(), t.writable(), t.seekable())
print(repr(t.read(3)), t.tell(), repr(t.readline()), t.tell(), repr(t.readline(4)), repr(t.read()))
print(t.seek(0), repr(t.read(7)), t.seek(t.tell()), repr(t.readline()))
print(t.seek(0, 2), repr(t.read()), t.seek(0), len(t.readlines()))

long_text = "".join(f"{i}: ünïcödé text, the same line again and again\n" for i in range(5000))
t = io.TextIOWrapper(io.BytesIO(long_text.encode("utf-8")), encoding="utf-8")
lines = list(t)
print(len(lines), lines[0], lines[-1], "".join(lines) == long_text)
t = io.TextIOWrapper(io.BytesIO(long_text.replace("\n", "\r\n").encode("utf-8")), encoding="utf-8")
first = t.readline()
position = t.tell()
rest = t.read()
print(first, position, len(rest), t.seek(position), t.readline())

print(io.TextIOWrapper(io.BytesIO(b"\xef\xbb\xbfbom text"), encoding="utf-8-sig").read())
print(io.TextIOWrapper(io.BytesIO(b"\xef\xbb\xbfbom text"), encoding="utf-8").read() == "\ufeffbom text")
print(io.TextIOWrapper(io.BytesIO("naïve café".encode("latin-1")), encoding="latin-1").read())
print(io.TextIOWrapper(io.BytesIO(b"bad \xff byte"), encoding="utf-8", errors="replace").read())
print(io.TextIOWrapper(io.BytesIO(b"bad \xff byte"), encoding="ascii", errors="ignore").read())
try:
    io.TextIOWrapper(io.BytesIO(b"bad \xff byte"), encoding="utf-8").read()
except UnicodeDecodeError as e:
    print(type(e).__name__)

buffer = io.BytesIO()
t = io.TextIOWrapper(buffer, encoding="utf-8", newline="\r\n")
print(t.write("one\ntwo\n"), t.write("drei ü\n"), t.tell())
t.flush()
print(buffer.getvalue())
buffer = io.BytesIO()
t = io.TextIOWrapper(buffer, encoding="latin-1")
t.writelines(["a\n", "b\n", "ÿ"])
t.flush()
print(buffer.getvalue(), t.tell())
detached = t.detach()
print(detached is buffer, detached.getvalue())
mixed = io.TextIOWrapper(io.BytesIO(b"abcdef\nghij\n"), encoding="utf-8")
print(mixed.readline(), mixed.write("XY"), mixed.tell())
mixed.seek(0)
print(repr(mixed.read()))
with io.TextIOWrapper(io.BytesIO(b"closing"), encoding="utf-8") as t:
    print(t.read(), t.closed)
print(t.closed)


def attempt(label, call):
    try:
        print(label, "->", call())
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("read closed", lambda: t.read())
attempt("bad newline", lambda: io.TextIOWrapper(io.BytesIO(), newline="x"))
attempt("bad encoding", lambda: io.TextIOWrapper(io.BytesIO(), encoding="no-such-codec"))
attempt("encoding type", lambda: io.TextIOWrapper(io.BytesIO(), encoding=5))
attempt("write bytes", lambda: io.TextIOWrapper(io.BytesIO(), encoding="utf-8").write(b"x"))
live = io.TextIOWrapper(io.BytesIO(b"data"), encoding="utf-8")
attempt("cur seek", lambda: live.seek(3, 1))
attempt("end seek", lambda: live.seek(-1, 2))
attempt("bad whence", lambda: live.seek(0, 3))
attempt("negative seek", lambda: live.seek(-1))
