# fnmatch, fnmatchcase and filter: matching rules, case, dotfiles, separators and errors.
import fnmatch

names = ["README.md", "readme.txt", "setup.py", ".hidden", "a.py", "b.PY", "dir/x.py",
         "data_2024.csv", "data_abcd.csv", "x", "", "[x]", "a*b", "tab\tname", "new\nline"]
patterns = ["*", "*.py", "*.PY", "?", "[!.]*", "data_????.csv", "data_[0-9]*.csv", "*/*",
            "[[]x]", "a[*]b", "*\n*", "*name", "", "re*", "[a-c].*", "*.[pP][yY]"]
for pat in patterns:
    print(repr(pat), fnmatch.filter(names, pat))

print("-- fnmatch and fnmatchcase")
for name, pat in [("A.PY", "*.py"), ("a.py", "*.PY"), ("a.py", "a.py"), (".x", "*"),
                  ("a/b", "a*b"), ("a/b", "a?b"), ("abc", "a[]b]c"), ("a]c", "a[]b]c"),
                  ("a-c", "a[a-]c"), ("a\\c", "a[\\]c"), ("aXc", "a[!a-z]c"), ("é", "?")]:
    print(repr(name), repr(pat), fnmatch.fnmatch(name, pat), fnmatch.fnmatchcase(name, pat))

print("-- long star runs do not backtrack without end")
print(fnmatch.fnmatchcase("a" * 60, "*a*a*a*a*a*a*a*a*a*a*a*b"))
print(fnmatch.fnmatchcase("a" * 60 + "b", "*a*a*a*a*a*a*a*a*a*a*a*b"))

print("-- filter keeps order and duplicates, takes any iterable")
print(fnmatch.filter(iter(["b.py", "a.py", "b.py"]), "*.py"))
print(fnmatch.filter((n for n in ["q", "qq"]), "q"))

print("-- errors")
for call in [lambda: fnmatch.fnmatch(1, "a"), lambda: fnmatch.fnmatchcase("a", 1),
             lambda: fnmatch.fnmatchcase(b"a", "a"), lambda: fnmatch.fnmatchcase("a", b"a"),
             lambda: fnmatch.filter([1], "a"), lambda: fnmatch.translate(None),
             lambda: fnmatch.filter(["a"], None)]:
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)
