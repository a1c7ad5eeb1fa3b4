# linecache over files the program wrote: a line by number, all lines, a missing final newline
# added, out-of-range numbers and unreadable names giving '', the cache kept until checkcache
# sees the file change, a module's source through its loader, and warnings' source lines.
import linecache
import os
import warnings

with open("script.py", "w") as f:
    f.write("import json\n\ndef main():\n    return json.dumps({'a': 1})\n\nprint(main())")
with open("notes.txt", "w", encoding="utf-8") as f:
    f.write("caf\u00e9 first\r\nsecond line\n")

print(repr(linecache.getline("script.py", 1)), repr(linecache.getline("script.py", 4)))
print(repr(linecache.getline("script.py", 6)), repr(linecache.getline("script.py", 7)), repr(linecache.getline("script.py", 0)))
print(linecache.getlines("script.py"))
print(linecache.getlines("notes.txt"))
print(repr(linecache.getline("missing.py", 1)), linecache.getlines("missing.py"), linecache.getlines("<stdin>"))
print(sorted(linecache.cache), linecache.cache["script.py"][2] is linecache.getlines("script.py"))
size, mtime, lines, fullname = linecache.cache["notes.txt"]
print(size, fullname, len(lines))

with open("script.py", "a") as f:
    f.write("\nprint('more')\n")
print(len(linecache.getlines("script.py")))
linecache.checkcache("script.py")
print(len(linecache.getlines("script.py")), repr(linecache.getline("script.py", 7)))

os.remove("notes.txt")
linecache.checkcache()
print(sorted(linecache.cache), linecache.getline("notes.txt", 1) == "")
print(linecache.updatecache("script.py")[-1], linecache.updatecache(""), linecache.updatecache("<string>"))
linecache.clearcache()
print(linecache.cache)


class Loader:
    def get_source(self, name):
        return "x = 1\ny = 2" if name == "virtual" else None


module_globals = {"__name__": "virtual", "__loader__": Loader()}
print(linecache.lazycache("virtual.py", module_globals), linecache.lazycache("virtual.py", module_globals))
print(repr(linecache.getline("virtual.py", 2)), linecache.cache["virtual.py"][1:])
print(linecache.lazycache("<console>", module_globals), linecache.lazycache("other.py", {}))
print(linecache.getline("other.py", 1, {"__name__": "other", "__loader__": Loader()}) == "")
print(linecache.__all__)

print(warnings.formatwarning("slow call", UserWarning, "script.py", 3), end="")
print(warnings.formatwarning("gone", UserWarning, "missing.py", 3), end="")
