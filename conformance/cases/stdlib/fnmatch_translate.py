# fnmatch.translate: the regex text CPython 3.11 produces, for every kind of pattern piece.
import fnmatch

patterns = [
    "", "*", "**", "***", "?", "??", "a", "abc", "*.py", "a*", "*a", "a*b", "*a*", "a*b*c",
    "*a*b*c*", "a**b", "x?y*z", "[abc]", "[!abc]", "[]]", "[!]]", "[]abc]", "[!]abc]",
    "[", "[!", "[]", "[!]", "a[b", "a]b", "[a-z]", "[!a-z]", "[a-c-e]", "[z-a]", "[a-a]",
    "[--z]", "[a-]", "[-a]", "[!-a]", "[a-b-]", "[\\]", "[\\-\\]", "[a\\-z]", "[&&]",
    "[~~]", "[||]", "[a&&b]", "[^x]", "[[a]", "[!^x]", "a\\*b", ".hidden", "a.b",
    "+(x)", "{a,b}", "$^", "a b", "tab\there", "new\nline", "é*", "日本*",
    "*[0-9]*", "[0-9][0-9]*.csv", "data_????.txt", "[!.]*", "*.[ch]", "a[]-]b",
    "[b-a-c]", "[c-a-b-d]", "[%--]", "[!--]",
]
for pat in patterns:
    print(repr(pat), repr(fnmatch.translate(pat)))

print("-- bytes patterns go through Latin-1")
print(fnmatch.fnmatchcase(b"data.csv", b"*.csv"), fnmatch.fnmatchcase(b"\xe9t\xe9", b"\xe9*"))
print(fnmatch.filter([b"a.py", b"b.txt"], b"*.py"))
