# Checks expandtabs with default and custom tab sizes, column resets and newlines.
samples = ["a\tb", "\t", "ab\tcd\tef", "abcdefgh\ti", "12345678\t9", "x\ty\nab\tc", "\t\t", "no tabs", "a\r\tb", ""]
for s in samples:
    print(repr(s.expandtabs()), repr(s.expandtabs(4)), repr(s.expandtabs(1)), repr(s.expandtabs(0)))
print(repr("a\tb".expandtabs(-1)), repr("日\t本".expandtabs(4)), repr("é\tx".expandtabs(2)))
print(repr("a\tb".expandtabs(tabsize=3)), len("\t".expandtabs(100)))
rows = [["name", "qty"], ["apple", "10"], ["kiwifruit", "2"]]
for r in rows:
    line = "\t".join(r)
    print(repr(line.expandtabs(8)), len(line.expandtabs(8)))
print(b"a\tb".expandtabs(4))
try:
    "x".expandtabs("4")
except TypeError as e:
    print(type(e).__name__, e)
