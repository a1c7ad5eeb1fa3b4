# os's file descriptors over the filesystem: os.open with the O_* flags, read, write, lseek,
# fstat, fdopen and open(fd) sharing the descriptor's position, closefd, and each one's errors.
import os

print(os.O_RDONLY, os.O_WRONLY, os.O_RDWR, os.O_CREAT, os.O_EXCL, os.O_TRUNC, os.O_APPEND, os.O_ACCMODE)
print(os.SEEK_SET, os.SEEK_CUR, os.SEEK_END)
fd = os.open("data.bin", os.O_RDWR | os.O_CREAT, 0o644)
print("first fd", fd)
print(os.write(fd, b"hello world"), os.write(fd, bytearray(b"!\n")))
print(os.lseek(fd, 0, os.SEEK_CUR), os.lseek(fd, 0, os.SEEK_SET), os.read(fd, 5), os.read(fd, 100), os.read(fd, 10))
print(os.lseek(fd, -6, os.SEEK_END), os.read(fd, 3), os.fstat(fd).st_size, os.stat(fd).st_size)
second = os.open("data.bin", os.O_RDONLY)
print("second fd", second, os.read(second, 5))
os.close(fd)
third = os.open("other.txt", os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
print("reused fd", third)
os.write(third, b"line one\n")
os.close(third)
appender = os.open("other.txt", os.O_WRONLY | os.O_APPEND)
os.lseek(appender, 0, os.SEEK_SET)
os.write(appender, b"line two\n")
os.close(appender)
with open("other.txt") as f:
    print(repr(f.read()))
truncating = os.open("other.txt", os.O_RDWR | os.O_TRUNC)
print(os.read(truncating, 10), os.path.getsize("other.txt"))
os.write(truncating, b"abcdef")
os.ftruncate(truncating, 3)
os.fsync(truncating)
print(os.lseek(truncating, 0, os.SEEK_END))
os.close(truncating)
os.close(second)

fd = os.open("text.txt", os.O_RDWR | os.O_CREAT)
with os.fdopen(fd, "w") as f:
    print(type(f).__name__, f.name, f.mode, f.fileno() == fd)
    f.write("written through fdopen\n")
try:
    os.close(fd)
except OSError as e:
    print("closed with the file:", e)
fd = os.open("text.txt", os.O_RDONLY)
f = open(fd, "r", closefd=False)
print(repr(f.readline()), f.buffer.raw.closefd, repr(f.buffer.raw))
f.close()
print(f.closed, os.lseek(fd, 0, os.SEEK_SET), os.read(fd, 7))
with open(fd, "rb", buffering=0) as f:
    print(f.read(4), os.lseek(fd, 0, os.SEEK_CUR), f.tell())
    os.lseek(fd, 3, os.SEEK_SET)
    print(f.read(4))
fd = os.open("text.txt", os.O_RDWR)
with open(fd, "a") as f:
    f.write("appended\n")
with open("text.txt") as f:
    print(f.read().splitlines())

fd = os.open("excl.txt", os.O_WRONLY | os.O_CREAT | os.O_EXCL)
os.close(fd)
reader = os.open("excl.txt", os.O_RDONLY)
writer = os.open("excl.txt", os.O_WRONLY)
attempts = [
    lambda: os.open("excl.txt", os.O_WRONLY | os.O_CREAT | os.O_EXCL),
    lambda: os.open("missing.txt", os.O_RDONLY),
    lambda: os.open("missing/dir.txt", os.O_WRONLY | os.O_CREAT),
    lambda: os.close(99),
    lambda: os.read(99, 1),
    lambda: os.write(99, b"x"),
    lambda: os.lseek(99, 0, 0),
    lambda: os.fstat(99),
    lambda: open(99),
    lambda: os.fdopen(99),
    lambda: os.fdopen("3"),
    lambda: os.write(reader, b"x"),
    lambda: os.read(writer, 1),
    lambda: os.lseek(reader, -1, os.SEEK_SET),
    lambda: os.lseek(reader, 0, 7),
    lambda: os.write(writer, "text"),
    lambda: os.read("3", 1),
    lambda: os.open(1.5, os.O_RDONLY),
]
for attempt in attempts:
    try:
        print("ok", attempt())
    except Exception as e:
        print(type(e).__name__, e)
os.close(reader)
os.close(writer)
