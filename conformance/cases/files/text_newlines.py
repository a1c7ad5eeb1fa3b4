# Text files: newline handling on reading (universal newlines translated, '' kept, '\n', '\r'
# and '\r\n' splitting) and on writing, iteration by line, read sizes, tell() and seek().
with open("mixed.txt", "w", newline="") as f:
    f.write("one\ntwo\r\nthree\rfour")

for newline in [None, "", "\n", "\r", "\r\n"]:
    with open("mixed.txt", newline=newline) as f:
        print(repr(newline), f.readlines())
    with open("mixed.txt", newline=newline) as f:
        print(repr(newline), repr(f.read()))

for newline in [None, "", "\n", "\r", "\r\n"]:
    with open("out.txt", "w", newline=newline) as f:
        f.write("a\nb\r\nc\r")
    with open("out.txt", "rb") as f:
        print("written with", repr(newline), f.read())

with open("lines.txt", "w") as f:
    f.writelines(f"line {i}\n" for i in range(5))
    print(f.tell())
with open("lines.txt") as f:
    for line in f:
        print(repr(line))
with open("lines.txt") as f:
    print(repr(f.readline()), f.tell(), repr(f.read(3)), f.tell(), repr(f.readline(2)), repr(f.readline(-1)))
    print(f.readlines(10))
    print(repr(f.read()), repr(f.read()), repr(f.readline()))
    f.seek(0)
    print(repr(f.read(6)))
    f.seek(7)
    print(repr(f.readline()))
    print(f.seek(0, 2), repr(f.read()))
    for bad in [(1, 1), (-1, 0), (3, 2), (0, 3)]:
        try:
            f.seek(*bad)
        except Exception as e:
            print(bad, type(e).__name__, e)
    print(f.seek(0, 1))

with open("lines.txt") as f:
    next(f)
    try:
        f.tell()
    except OSError as e:
        print(type(e).__name__, e)
    for line in f:
        pass
    print(f.tell())

with open("crlf.txt", "w", newline="") as f:
    f.write("x\r\ny\r\nz\r\n")
with open("crlf.txt") as f:
    print(repr(f.readline()), f.tell(), repr(f.readline()), f.tell())
    f.seek(3)
    print(repr(f.read()))
with open("crlf.txt", newline="") as f:
    print([line for line in f])

with open("empty.txt", "w"):
    pass
with open("empty.txt") as f:
    print(repr(f.read()), f.readlines(), list(f), f.tell())

with open("trunc.txt", "w+") as f:
    f.write("hello world")
    print(f.truncate(5), f.tell())
    f.seek(0)
    print(repr(f.read()))
    f.seek(0)
    f.truncate()
    print(repr(f.read()))
