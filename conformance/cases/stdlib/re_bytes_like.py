import re

ba = bytearray(b"key=val, k2=v2")
mv = memoryview(b"abc abc")
m = re.match(rb"(\w+)=(\w+)", ba)
print(m, m.groups(), type(m.string).__name__, type(m.group()).__name__)
print(re.findall(rb"(\w+)=(\w+)", ba))
print(re.split(rb",\s*", ba))
print(re.sub(rb"=", b":", ba), type(re.sub(rb"=", b":", ba)).__name__)
print(re.subn(rb"\w", b"", ba))
print([x.span() for x in re.finditer(rb"abc", mv)])
m = re.search(rb"c", mv)
print(m, type(m.string).__name__, type(m.group()).__name__)
print(re.fullmatch(rb"[a-z ]+", mv) is not None)
print(re.escape(bytearray(b"a.b")), re.escape(memoryview(b"x*")))
print(re.sub(b"a", bytearray(b"Z"), b"aa"), re.sub(b"a", memoryview(b"Y"), b"aa"))
print(re.sub(b"a", lambda m: bytearray(b"Z"), b"aa"))
print(re.sub(b"a", lambda m: memoryview(b"W"), b"aa"))
for call in [lambda: re.search("a", bytearray(b"a")), lambda: re.match("a", memoryview(b"a")),
             lambda: re.sub("a", "b", bytearray(b"a")), lambda: re.sub("a", lambda m: bytearray(b"x"), "a")]:
    try:
        print(call())
    except TypeError as e:
        print("TypeError", e)
