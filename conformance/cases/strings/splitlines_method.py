# Checks splitlines with all line-boundary characters and keepends, versus split('\n').
s = "one\ntwo\r\nthree\rfour\x0bfive\x0csix\x1cseven\x1deight\x1enine\x85ten\u2028eleven\u2029twelve"
print(s.splitlines())
print(len(s.splitlines()), len(s.split("\n")))
t = "a\nb\n\nc\n"
print(t.splitlines(), t.split("\n"), t.splitlines(True), t.splitlines(keepends=True))
print("".splitlines(), "".split("\n"), "\n".splitlines(), "\n".split("\n"), "x".splitlines())
print("\r\n\r\n".splitlines(), "\r\r\n".splitlines(True), "\n\r".splitlines())
print("no newline at end".splitlines(), "trailing\n\n".splitlines())
text = """first line
    indented line

last line"""
for i, line in enumerate(text.splitlines(), 1):
    print(f"{i:>2}: {line!r} len={len(line)}")
print(b"a\nb\r\nc\rd".splitlines(), b"x\x0by".splitlines(), b"a\nb".splitlines(True))
count = sum(1 for ln in text.splitlines() if ln.strip())
print("non-blank:", count)
print([ln.rstrip("\n") for ln in t.splitlines(True)] == t.splitlines())
