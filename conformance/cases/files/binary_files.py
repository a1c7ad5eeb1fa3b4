# Binary files: reading and writing bytes, positions (seek from start, current and end), tell,
# truncate, line iteration, peek/read1, the unbuffered FileIO, and their errors.
with open("data.bin", "wb") as f:
    print(f.write(bytes(range(256))), f.tell(), f.write(b""), f.writable(), f.readable())
with open("data.bin", "rb") as f:
    print(f.read(4), f.tell(), f.seek(250), f.read(), f.tell(), f.read(), f.read(10))
    print(f.seek(-3, 2), f.read(2), f.seek(-10, 1), f.read(1), f.seek(1000), f.read(), f.tell())
    for bad in [(-1, 0), (0, 5)]:
        try:
            f.seek(*bad)
        except Exception as e:
            print(bad, type(e).__name__, e)
    f.seek(0)
    print(len(f.peek()) >= 1, f.read1(3), f.readable(), f.seekable(), f.isatty())
with open("lines.bin", "wb") as f:
    f.write(b"alpha\nbeta\r\ngamma\rdelta")
with open("lines.bin", "rb") as f:
    print(list(f))
with open("lines.bin", "rb") as f:
    print(f.readline(), f.readline(3), f.readline(), f.readlines())
with open("lines.bin", "r+b") as f:
    f.seek(2)
    print(f.write(b"PH"), f.tell())
    f.seek(0)
    print(f.read())
    print(f.truncate(5), f.tell())
    f.seek(0)
    print(f.read())
    f.seek(8)
    f.write(b"!")
    f.seek(0)
    print(f.read())
with open("lines.bin", "ab") as f:
    print(f.tell(), f.write(b"+end"), f.tell())
    f.seek(0)
    f.write(b"@")
print(open("lines.bin", "rb").read())
with open("lines.bin", "a+b") as f:
    f.seek(0)
    print(f.read(3))
with open("raw.bin", "wb", buffering=0) as f:
    print(type(f).__name__, f.write(b"abc"), f.mode, f.closefd, f.tell())
with open("raw.bin", "rb", buffering=0) as f:
    print(f.read(1), f.readall(), f.read(), f.readline())
    try:
        f.write(b"x")
    except Exception as e:
        print(type(e).__name__, e)
with open("raw.bin", "xb") if False else open("raw2.bin", "xb") as f:
    print(f.mode, f.raw.mode)
with open("raw2.bin", "w+b") as f:
    print(f.mode, f.read(), f.write(b"zz"), f.seek(0), f.read())
try:
    open("data.bin", "rb").read(-5)
except Exception as e:
    print(type(e).__name__, e)
try:
    open("data.bin", "rb").read("x")
except Exception as e:
    print(type(e).__name__, e)
with open("data.bin", "wb") as f:
    pass
print(open("data.bin", "rb").read())
