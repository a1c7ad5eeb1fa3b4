import re

cases = [
    lambda: re.match("a", b"a"),
    lambda: re.match(b"a", "a"),
    lambda: re.findall(b"a", "a"),
    lambda: re.sub("a", "b", b"a"),
    lambda: re.sub(b"a", b"b", "a"),
    lambda: re.sub("a", b"b", "a"),
    lambda: re.sub(b"a", "b", b"a"),
    lambda: re.split(b",", "a,b"),
    lambda: re.compile("a").fullmatch(b"a"),
    lambda: list(re.finditer(b"a", "a")),
    lambda: re.subn("a", b"", "a"),
    lambda: re.escape(b"a") + "b",
    lambda: re.compile(b"a").sub("b", b"a"),
    lambda: re.compile("a").split(b"a"),
    lambda: re.compile("(?P<n>a)").sub(b"<\\g<n>>", "a"),
    lambda: re.fullmatch(b"a", "a"),
]
for c in cases:
    try:
        print(repr(c()))
    except TypeError as e:
        print("TypeError", e)
print(re.match(b"a", b"a"), re.match("a", "a"))
print(re.sub("a", "b", "a"), re.sub(b"a", b"b", b"a"))
