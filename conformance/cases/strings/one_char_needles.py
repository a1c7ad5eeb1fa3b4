# One-character needles (searched as a char) must agree with longer ones: counts, positions
# in code points, limits and empty pieces, with ASCII and non-ASCII text.
texts = ["a|b||c|", "|", "", "é|ü|é", "naïve café, naïve", "x"]
for t in texts:
    for needle in ["|", "é", "a", "x", "ï"]:
        print(repr(t), repr(needle), t.count(needle), t.find(needle), t.rfind(needle))
        print(" ", t.replace(needle, "<>"), t.replace(needle, "", 1), t.replace(needle, "-", 0))
        print(" ", t.split(needle), t.split(needle, 1), t.rsplit(needle, 1))
        print(" ", t.partition(needle), t.rpartition(needle))
        print(" ", t.count(needle, 1), t.find(needle, 1, -1), t.rfind(needle, 0, 3))
print("naïve café".index("é"), "naïve café".rindex("a"))
try:
    "abc".index("z")
except ValueError as e:
    print("ValueError", e)
