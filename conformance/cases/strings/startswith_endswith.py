# Checks startswith/endswith with tuples of prefixes and start/end bounds.
s = "conformance_test.py"
print(s.startswith("conf"), s.startswith("test"), s.endswith(".py"), s.endswith(".rs"))
print(s.startswith(("x", "co")), s.endswith((".rs", ".py")), s.startswith(()), s.endswith(("",)))
print(s.startswith("test", 12), s.startswith("test", 11), s.endswith("conf", 0, 4), s.endswith("mance", 0, 11))
print(s.startswith(""), "".startswith(""), "".endswith("a"), s.startswith("", 100), s.endswith("", 5, 2))
print(s.startswith("py", -2), s.endswith("test", -100, -3), s.startswith("conformance_test.py!"))
print("日本語".startswith("日"), "日本語".endswith("本語"), "😀x".startswith("😀"))
files = ["main.py", "README.md", "lib.rs", "test_main.py", "setup.cfg", "notes.txt"]
print([f for f in files if f.endswith((".py", ".rs"))])
print([f for f in files if f.startswith("test_") or f.lower().startswith("readme")])
try:
    s.startswith(["con"])
except TypeError as e:
    print(type(e).__name__, e)
try:
    s.endswith(1)
except TypeError as e:
    print(type(e).__name__, e)
url = "https://example.com/path"
scheme = "secure" if url.startswith("https://") else "plain"
print(scheme, url.removeprefix("https://"), url.endswith("/path"))
print(b"bytes".startswith(b"by"), b"bytes".endswith((b"es", b"x")))
lines = ["# comment", "code = 1", "   # indented comment", ""]
print([ln for ln in lines if not ln.lstrip().startswith("#") and ln])
