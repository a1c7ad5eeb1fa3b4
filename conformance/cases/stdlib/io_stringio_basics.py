import io

s = io.StringIO()
print(s.write("hello "), s.write("world\n"), s.write(""), s.tell())
print(repr(s.getvalue()), s.tell())
s.writelines(["a\n", "b\n", "c"])
print(repr(s.getvalue()), s.tell())

s.seek(0)
print(repr(s.read(5)), s.tell())
print(repr(s.readline()), s.tell())
print(repr(s.readline(1)), repr(s.readline(0)), repr(s.readline(-1)), repr(s.readline(None)))
print(s.readlines(), s.tell(), repr(s.read()), repr(s.readline()))

s.seek(0)
print(s.readlines(7), s.tell())
s.seek(0)
print(list(s), s.tell())
s.seek(0)
print(next(s), next(s), s.readlines(0))

# writes after a seek overwrite; past the end they pad with NULs
s = io.StringIO("abcdef")
print(s.tell(), repr(s.read(2)))
print(s.write("XY"), repr(s.getvalue()), s.tell())
s.seek(1)
print(s.write("123456789"), repr(s.getvalue()), s.tell())
s.seek(15)
print(s.write("!"), repr(s.getvalue()), s.tell())
s.seek(20)
print(s.write(""), repr(s.getvalue()), s.tell(), repr(s.read()))

# seek and truncate
s = io.StringIO("hello world")
print(s.seek(0, io.SEEK_END), s.seek(0, io.SEEK_CUR), s.seek(3), s.seek(0, 1), s.tell())
print(s.truncate(), repr(s.getvalue()), s.tell())
print(s.truncate(1), repr(s.getvalue()), s.tell())
print(s.truncate(10), repr(s.getvalue()), s.tell())
print(s.seek(100), repr(s.read()), s.tell())
s.seek(0)
print(s.truncate(None), repr(s.getvalue()))

# initial values, None, and what the stream reports about itself
for init in ["x\ny", "", None]:
    t = io.StringIO(init)
    print(repr(t.getvalue()), t.tell(), t.readable(), t.writable(), t.seekable(), t.isatty())
t = io.StringIO()
print(t.closed, t.line_buffering, t.newlines, t.encoding, t.errors, t.flush())
print(type(t).__name__, type(t).__module__, isinstance(t, io.TextIOBase), isinstance(t, io.IOBase))
print(repr(t).startswith("<_io.StringIO object at 0x"))

with io.StringIO("line1\nline2\n") as f:
    print([line.rstrip() for line in f], f.closed)
print(f.closed)

# reading a large non-ASCII buffer line by line
big = io.StringIO()
for i in range(20000):
    big.write("ligne %d: café ☕ %s\n" % (i, "é" * (i % 7)))
print(big.tell(), len(big.getvalue()))
big.seek(0)
count = 0
chars = 0
for line in big:
    count += 1
    chars += len(line)
print(count, chars, big.tell())
big.seek(0)
first = big.read(30)
print(repr(first), big.tell(), repr(big.readline()), big.tell())
big.seek(5)
print(repr(big.read(10)), big.tell())
