import io

text = "a\r\nb\rc\nd"
for newline in [None, "", "\n", "\r", "\r\n"]:
    s = io.StringIO(text, newline=newline)
    print(repr(newline), repr(s.getvalue()), s.tell(), repr(s.newlines))
    print("  lines:", s.readlines(), s.tell())
    s.seek(0)
    print("  iter:", [line for line in s])
    s.seek(0)
    print("  readline(2):", repr(s.readline(2)), repr(s.readline()))
    w = io.StringIO(newline=newline)
    print("  write:", w.write("x\r\ny\rz\nw"), repr(w.getvalue()), w.tell(), repr(w.newlines))

# newlines records what the written text held, kind by kind
for pieces in [["a\n"], ["a\r"], ["a\r\n"], ["a\n", "b\r"], ["a\r\n", "b\n"], ["a\r", "b\r\n"], ["a\r", "\nb"],
               ["no newline"]]:
    for newline in [None, ""]:
        s = io.StringIO(newline=newline)
        for piece in pieces:
            s.write(piece)
        print(pieces, repr(newline), repr(s.newlines), repr(s.getvalue()))

# universal newlines on reading (newline='') keep the line ends as they are
s = io.StringIO("one\rtwo\r\nthree\nfour\r", newline="")
print([s.readline() for _ in range(5)])
s = io.StringIO("one\rtwo\r\nthree\nfour\r", newline=None)
print([s.readline() for _ in range(5)])
s = io.StringIO("x\r\r\ny", newline="\r\n")
print(repr(s.getvalue()), s.readlines())
# a translated write reports the characters given, the position counts what was stored
s = io.StringIO(newline="\r\n")
print(s.write("1\n2\n"), s.tell(), repr(s.getvalue()))
s.seek(0)
print(repr(s.read()), s.tell())
s = io.StringIO(newline=None)
print(s.write("1\r\n2\r\n"), s.tell(), repr(s.getvalue()))
