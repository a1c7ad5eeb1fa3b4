# Checks common bytes methods: split/join/strip/find/replace/startswith/upper/hex/decode/count.
b = b"  Hello, World  "
print(b.strip(), b.lstrip(), b.rstrip(), b.split(), b.split(b","), b.lower(), b.upper(), b.swapcase())
print(b"a,b,,c".split(b","), b"a,b,,c".split(b",", 1), b"a b c".rsplit(None, 1), b"x".split(b"y"))
print(b"-".join([b"a", b"b", b"c"]), b"".join([b"x", b"y"]), b", ".join((b"1", b"2")))
print(b"hello".find(b"l"), b"hello".rfind(b"l"), b"hello".find(b"z"), b"hello".index(b"e"), b"hello".find(108))
print(b"hello".count(b"l"), b"hello".count(108), b"banana".replace(b"a", b"o"), b"banana".replace(b"a", b"", 2))
print(b"hello".startswith(b"he"), b"hello".endswith((b"lo", b"x")), b"hello".startswith(b"lo", 3))
print(b"abc".isalpha(), b"123".isdigit(), b"a1".isalnum(), b"  ".isspace(), b"ABC".isupper(), b"abc".islower(), b"\xe9".isalpha())
print(b"hello world".title(), b"hello".capitalize(), b"abc".center(9, b"*"), b"42".zfill(5))
print(b"\x00\xff\x10".hex(), b"abc".hex(":"), bytes.fromhex("414243").decode())
print(b"line1\nline2\r\nline3".splitlines(), b"k=v".partition(b"="), b"a.b.c".rpartition(b"."))
print(b"caf\xc3\xa9".decode("utf-8"), b"caf\xe9".decode("latin-1"), b"abc".decode("ascii"))
print(b"tab\there".expandtabs(4), b"xxhixx".strip(b"x"), b"www.site".removeprefix(b"www."))
try:
    b"abc".find("a")
except TypeError as e:
    print(type(e).__name__, e)
try:
    b"a,b".split(",")
except TypeError as e:
    print(type(e).__name__, e)
try:
    b"\xff\xfe".decode("utf-8")
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
try:
    b"-".join([b"a", "b"])
except TypeError as e:
    print(type(e).__name__, e)
header = b"Content-Type: text/html; charset=utf-8"
name, _, value = header.partition(b": ")
print(name.decode(), [p.strip() for p in value.split(b";")])
print(b"abc".upper().decode() + "!", len(b"\xe6\x97\xa5".decode()))
