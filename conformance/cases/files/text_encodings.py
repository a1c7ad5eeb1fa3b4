# Text files in utf-8, utf-8-sig, latin-1 and ascii: what each writes, reading back, errors
# handlers, and decoding errors.
samples = ["plain", "café ünïcode", "snake 🐍", "€100"]
for encoding in ["utf-8", "utf8", "UTF-8", "latin-1", "latin1", "iso-8859-1", "ascii", "utf-8-sig"]:
    for text in samples:
        try:
            with open("t.txt", "w", encoding=encoding) as f:
                f.write(text + "\n")
            with open("t.txt", "rb") as f:
                raw = f.read()
            with open("t.txt", encoding=encoding) as f:
                back = f.read()
            print(encoding, repr(text), raw, back == text + "\n", f.encoding)
        except Exception as e:
            print(encoding, repr(text), type(e).__name__, e)

with open("t.txt", "w", encoding="ascii", errors="replace") as f:
    f.write("naïve\n")
print(open("t.txt", "rb").read())
with open("t.txt", "w", encoding="ascii", errors="ignore") as f:
    f.write("naïve\n")
print(open("t.txt", "rb").read())
with open("t.txt", "w", encoding="ascii", errors="backslashreplace") as f:
    f.write("naïve\n")
print(open("t.txt", "rb").read(), open("t.txt").errors)

with open("bad.txt", "wb") as f:
    f.write(b"ok\n\xff\xfe bad\nend\n")
for errors in [None, "strict", "replace", "ignore", "backslashreplace"]:
    try:
        with open("bad.txt", errors=errors) as f:
            print(errors, repr(f.read()), f.errors)
    except UnicodeDecodeError as e:
        print(errors, type(e).__name__, e)
with open("bad.txt", encoding="latin-1") as f:
    print(f.readlines())
try:
    open("bad.txt", encoding="ascii").read()
except UnicodeDecodeError as e:
    print(type(e).__name__, e)

with open("sig.txt", "w", encoding="utf-8-sig") as f:
    f.write("bom first\n")
    f.write("second\n")
print(open("sig.txt", "rb").read())
print(repr(open("sig.txt", encoding="utf-8-sig").read()), repr(open("sig.txt").readline()))
with open("nosig.txt", "w") as f:
    f.write("no bom\n")
print(repr(open("nosig.txt", encoding="utf-8-sig").read()))

with open("multi.txt", "w") as f:
    f.write("αβγ\nδεζ\n")
with open("multi.txt") as f:
    print(repr(f.read(2)), repr(f.readline()), f.tell(), repr(f.readline()))
    f.seek(7)
    print(repr(f.read()))
