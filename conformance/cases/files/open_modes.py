"""open()'s modes on a fresh working directory: w/a/x/r and their + forms, binary and text,
newline translation on reading and writing, encodings, seeking, truncating, iteration by line,
and the errors each mode raises."""

import os

with open("notes.txt", "w") as f:
    print(f.name, f.mode, f.readable(), f.writable(), f.closed)
    print(f.write("first line\nsecond line\n"))
print(f.closed)

with open("notes.txt", "a") as f:
    f.write("third\n")
    print(f.tell())
with open("notes.txt") as f:
    print(f.readline(), end="")
    print(f.readlines())
    print(repr(f.read()))

with open("notes.txt", "r+") as f:
    f.write("FIRST")
    f.seek(0)
    print(repr(f.read()))
with open("notes.txt", "w+") as f:
    print(repr(f.read()))
    f.write("abc\ndef\n")
    f.seek(0)
    print([line for line in f])
with open("notes.txt", "a+") as f:
    f.write("ghi\n")
    f.seek(0)
    print(f.read().splitlines())

with open("fresh.txt", "x") as f:
    f.write("only once")
try:
    open("fresh.txt", "x")
except FileExistsError as e:
    print(type(e).__name__, e)

with open("data.bin", "wb") as f:
    print(f.write(bytes(range(10))), f.mode)
with open("data.bin", "rb") as f:
    print(f.read(3), f.tell())
    f.seek(-2, 2)
    print(f.read(), f.tell())
    f.seek(4)
    print(f.read(2))
with open("data.bin", "r+b") as f:
    f.seek(2)
    f.write(b"\xff\xfe")
    f.truncate(6)
with open("data.bin", "rb") as f:
    print(f.read())
print(os.path.getsize("data.bin"))

with open("lines.txt", "w", newline="") as f:
    f.write("unix\nwindows\r\nmac\rend")
with open("lines.txt") as f:
    print(repr(f.read()), repr(f.newlines))
with open("lines.txt", newline="") as f:
    print(list(f))
with open("lines.txt", newline="\r\n") as f:
    print(list(f))
with open("lines.txt", "rb") as f:
    print(f.read())
with open("crlf.txt", "w", newline="\r\n") as f:
    f.write("a\nb\n")
with open("crlf.txt", "rb") as f:
    print(f.read())

with open("accents.txt", "w", encoding="utf-8") as f:
    f.write("café naïve ☃\n")
with open("accents.txt", "rb") as f:
    print(f.read())
with open("accents.txt", encoding="latin-1") as f:
    print(repr(f.read()))
with open("latin.txt", "w", encoding="latin-1") as f:
    f.write("café\n")
with open("latin.txt", "rb") as f:
    print(f.read())
try:
    with open("latin.txt", encoding="utf-8") as f:
        f.read()
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
try:
    with open("ascii.txt", "w", encoding="ascii") as f:
        f.write("snow ☃")
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
with open("ascii.txt", "w", encoding="ascii", errors="replace") as f:
    f.write("snow ☃")
with open("ascii.txt") as f:
    print(f.read())

for mode in ["rw", "rr", "z", "wbt", ""]:
    try:
        open("notes.txt", mode)
    except ValueError as e:
        print(repr(mode), type(e).__name__, e)
try:
    open("notes.txt", "rb", encoding="utf-8")
except ValueError as e:
    print(type(e).__name__, e)
try:
    open("missing.txt")
except FileNotFoundError as e:
    print(type(e).__name__, e)
try:
    open("missing/new.txt", "w")
except FileNotFoundError as e:
    print(type(e).__name__, e)

f = open("notes.txt")
f.close()
for operation in [f.read, f.readline, lambda: f.seek(0), lambda: next(iter(f))]:
    try:
        operation()
    except ValueError as e:
        print(type(e).__name__, e)
with open("notes.txt") as f:
    try:
        f.write("x")
    except OSError as e:
        print(type(e).__name__, e)

print(sorted(os.listdir()))
