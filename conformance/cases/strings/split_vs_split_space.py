# Checks str.split() with no separator versus split(' ') and other explicit separators.
texts = ["a b c", "  a  b  ", "", "   ", "a\tb\nc  d", "one", " x", "x ", "a,b,,c,", ",", "\u3000a\u3000b"]
for t in texts:
    print(repr(t), t.split(), t.split(" "), t.split(","))
print("a  b".split(" "), "a  b".split("  "), "aaa".split("a"), "aaa".split("aa"))
print("1<>2<>3".split("<>"), "1<>2<>3".split("<>", 1), "1<>2<>3".split("<>", 0), "1<>2<>3".split("<>", -1))
print("  a b c  ".split(None, 1), "  a b c  ".split(maxsplit=2), " a b ".split(" ", 1))
print("a\x0bb\x0cc\x1cd\x85e\u2028f".split())
print("k=v=w".split("="), "no sep here".split("|"), "|".split("|"))
try:
    "abc".split("")
except ValueError as e:
    print(type(e).__name__, e)
line = "name:  Alice ;age:30; city :Paris"
record = {}
for part in line.split(";"):
    k, v = part.split(":")
    record[k.strip()] = v.strip()
print(record)
csv = "1,2,3\n4,5,6\n\n7,8,9"
rows = [list(map(int, r.split(","))) for r in csv.split("\n") if r]
print(rows, sum(map(sum, rows)))
words = "the quick  brown\tfox\njumps"
print(len(words.split()), len(words.split(" ")), words.split(" ")[2])
