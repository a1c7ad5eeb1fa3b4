import re

cases = [
    ("compile(5)", lambda: re.compile(5)),
    ("compile(None)", lambda: re.compile(None)),
    ("match(5, 'a')", lambda: re.match(5, "a")),
    ("search(str.upper, 'a')", lambda: re.search(str.upper, "a")),
    ("match('a', 5)", lambda: re.match("a", 5)),
    ("match('a', None)", lambda: re.match("a", None)),
    ("search('a', ['a'])", lambda: re.search("a", ["a"])),
    ("findall('a', 1.5)", lambda: re.findall("a", 1.5)),
    ("fullmatch('a', ('a',))", lambda: re.fullmatch("a", ("a",))),
    ("sub('a', 'b', 5)", lambda: re.sub("a", "b", 5)),
    ("sub('a', 5, 'a')", lambda: re.sub("a", 5, "a")),
    ("sub('a', None, 'a')", lambda: re.sub("a", None, "a")),
    ("split('a', 5)", lambda: re.split("a", 5)),
    ("finditer('a', 5)", lambda: re.finditer("a", 5)),
    ("Pattern.match(5)", lambda: re.compile("a").match(5)),
    ("Pattern.match('a', '1')", lambda: re.compile("a").match("a", "1")),
    ("Pattern.search('a', 1.5)", lambda: re.compile("a").search("a", 1.5)),
    ("Pattern.search('a', 0, None)", lambda: re.compile("a").search("a", 0, None)),
    ("compile('a', None)", lambda: re.compile("a", None)),
    ("compile('a', 'i')", lambda: re.compile("a", "i")),
    ("sub count '1'", lambda: re.sub("a", "b", "a", "1")),
    ("sub count 1.5", lambda: re.sub("a", "b", "a", 1.5)),
    ("split maxsplit '1'", lambda: re.split("a", "a", "1")),
    ("purge(1)", lambda: re.purge(1)),
    ("match()", lambda: re.match()),
    ("match('a')", lambda: re.match("a")),
    ("subn('a', 'b')", lambda: re.subn("a", "b")),
    ("compile(x=1)", lambda: re.compile("a", flags=re.I, x=1)),
    ("str pattern on bytes", lambda: re.compile("(a)").match(b"a")),
    ("bytes pattern on str", lambda: re.compile(b"(a)").search("a")),
    ("Match.expand(5)", lambda: re.match("a", "a").expand(5)),
    ("escape(5)", lambda: re.escape(5)),
    ("escape(['a'])", lambda: re.escape(["a"])),
]
for label, call in cases:
    try:
        print(label, "->", repr(call()))
    except Exception as e:
        print(label, "->", type(e).__name__, e)
print(re.match("a", "a", 0), re.match("a", "a", False))
print(re.compile("a", 2).flags, re.compile("a", re.I.value).flags)
