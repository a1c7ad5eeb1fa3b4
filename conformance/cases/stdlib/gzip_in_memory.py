# gzip over bytes and BytesIO: compress headers (byte for byte with mtime), decompress of one or
# many members made by CPython, GzipFile reading (read, readline, iteration, peek, seek) and
# writing, gzip.open in text mode, and the errors of bad data and wrong modes.
import gzip
import io
import zlib

# GzipFile("notes.txt", "wb", 6, buf, mtime=1700000000) by CPython: a name in the header.
NAMED = b'\x1f\x8b\x08\x08\x00\xf1Se\x00\xffnotes.txt\x00K\xcb,*.Q\xc8\xc9\xccK\xe5*NM\xce\xcfK\x81\xb0\xd3H\x12\x06\x00\xff\xca\xd2\xc8E\x00\x00\x00'
# A member with every optional header field (extra, name, comment, header crc).
FLAGGED = b'\x1f\x8b\x08\x1e\x05\x00\x00\x00\x00\xff\x04\x00abcdname.txt\x00a comment\x00m\x1cK\xcbILOOMQ\xc8M\xcdMJ-\xe2\x02\x00\xc60]\xd9\x0f\x00\x00\x00'
DATA = b"".join(b"record %d: %s\n" % (i, b"x" * (i % 17)) for i in range(500))

for level in (0, 1, 6, 9):
    packed = gzip.compress(DATA, level, mtime=1234567890)
    print(level, packed[:10], gzip.decompress(packed) == DATA, zlib.decompress(packed, 31) == DATA)
print(gzip.compress(b"abc", mtime=0)[:10], gzip.compress(b"", 1, mtime=0)[:10], gzip.compress(b"")[:4])
print(gzip.compress(b"abc", mtime=7)[-8:], gzip.compress(b"abc", mtime=2**32 - 1)[4:8])
print(gzip.decompress(NAMED), gzip.decompress(FLAGGED), zlib.decompress(FLAGGED, 47))
print(gzip.decompress(NAMED + FLAGGED + b"\0\0\0" + NAMED).count(b"\n"), gzip.decompress(b""))

with gzip.GzipFile(fileobj=io.BytesIO(NAMED)) as f:
    print(f.mode, f.name, f.mtime, f.readable(), f.writable(), f.seekable())
    print(f.readline(), f.readline(5), f.tell(), f.peek(3)[:3])
    print(f.read(4), f.read1(6), f.seek(0), f.read(10), f.seek(5, 1), f.read(6))
    print(list(f), f.read(), f.mtime)
    print(f.seek(0), len(f.read()), f.seek(-5, 2) if False else f.seek(0, 2))
with gzip.GzipFile(fileobj=io.BytesIO(NAMED + NAMED)) as f:
    print(len(list(f)), f.mtime)
print(gzip.GzipFile(fileobj=io.BytesIO(NAMED)).closed)

buf = io.BytesIO()
with gzip.GzipFile("report.csv.gz", "wb", 9, buf, mtime=1000) as f:
    print(f.mode, f.write(b"a,b\n"), f.write(b""), f.write(DATA), f.tell(), f.writable())
    f.flush()
    f.seek(f.tell() + 3)
    f.write(b"end\n")
raw = buf.getvalue()
print(raw[:23], gzip.decompress(raw) == b"a,b\n" + DATA + b"\0\0\0end\n")
buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode="wb", mtime=5, compresslevel=1) as f:
    f.write(DATA)
print(buf.getvalue()[:10], gzip.decompress(buf.getvalue()) == DATA)
buf = io.BytesIO()
with gzip.open(buf, "wt", encoding="utf-8", newline="\r\n") as f:
    print(type(f).__name__, f.write("héllo\nwörld\n"), f.encoding)
print(gzip.decompress(buf.getvalue()))
with gzip.open(io.BytesIO(buf.getvalue()), "rt", encoding="utf-8") as f:
    print(list(f))
with gzip.open(io.BytesIO(buf.getvalue()), "rt", encoding="utf-8", newline="") as f:
    print(repr(f.readline()), repr(f.read()))
with gzip.open(io.BytesIO(gzip.compress("naïve\n".encode("latin-1"))), "rt", encoding="latin-1") as f:
    print(f.read())


def attempt(label, call):
    try:
        print(label, "->", call())
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("not gzip", lambda: gzip.decompress(b"plain text"))
attempt("truncated", lambda: gzip.decompress(NAMED[:-3]))
attempt("truncated body", lambda: gzip.decompress(NAMED[:30]))
attempt("bad crc", lambda: gzip.decompress(NAMED[:-8] + b"\0\0\0\0" + NAMED[-4:]))
attempt("bad length", lambda: gzip.decompress(NAMED[:-4] + b"\0\0\0\0"))
attempt("bad method", lambda: gzip.decompress(NAMED[:2] + b"\x07" + NAMED[3:]))
attempt("corrupt deflate", lambda: gzip.decompress(NAMED[:20] + b"\xff\xff" + NAMED[22:]))
attempt("file not gzip", lambda: gzip.GzipFile(fileobj=io.BytesIO(b"plain text")).read())
attempt("file truncated", lambda: gzip.GzipFile(fileobj=io.BytesIO(NAMED[:-10])).read())
attempt("file bad crc", lambda: gzip.GzipFile(fileobj=io.BytesIO(NAMED[:-8] + b"\0" * 4 + NAMED[-4:])).read())
attempt("binary with encoding", lambda: gzip.open(io.BytesIO(NAMED), "rb", encoding="utf-8"))
attempt("binary with errors", lambda: gzip.open(io.BytesIO(NAMED), "rb", errors="strict"))
attempt("binary with newline", lambda: gzip.open(io.BytesIO(NAMED), "rb", newline=""))
attempt("text and binary", lambda: gzip.open(io.BytesIO(NAMED), "rtb"))
attempt("bad filename", lambda: gzip.open(42))
attempt("text mode GzipFile", lambda: gzip.GzipFile(fileobj=io.BytesIO(NAMED), mode="rt"))
attempt("bad mode", lambda: gzip.GzipFile(fileobj=io.BytesIO(NAMED), mode="z"))
attempt("write on reader", lambda: gzip.GzipFile(fileobj=io.BytesIO(NAMED)).write(b"x"))
writer = gzip.GzipFile(fileobj=io.BytesIO(), mode="wb")
attempt("read on writer", lambda: writer.read())
attempt("read1 on writer", lambda: writer.read1())
attempt("peek on writer", lambda: writer.peek(1))
attempt("rewind on writer", lambda: writer.rewind())
attempt("seek back on writer", lambda: (writer.write(b"abc"), writer.seek(1)))
attempt("seek from end on writer", lambda: writer.seek(0, 2))
writer.close()
attempt("write after close", lambda: writer.write(b"x"))
attempt("read after close", lambda: gzip.GzipFile(fileobj=io.BytesIO(NAMED)).close() or None)
closed = gzip.GzipFile(fileobj=io.BytesIO(NAMED))
closed.close()
attempt("read closed", lambda: closed.read())
print(issubclass(gzip.BadGzipFile, OSError))
