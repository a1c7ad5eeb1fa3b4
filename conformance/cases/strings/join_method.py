# Checks str.join with various iterables, separators and type errors.
print(",".join(["a", "b", "c"]), "".join(["x", "y"]), " - ".join(("1", "2")), "|".join([]))
print("-".join("abc"), ", ".join(str(i) for i in range(5)), "".join(reversed("stressed")))
print("\n".join(["line1", "line2"]))
print("+".join({"k1": 1, "k2": 2}), "é".join(["日", "本"]), "sep".join(["only"]))
print(repr("".join([])), repr("x".join(["", ""])), repr(",".join(["", "", ""])))
print(" ".join(map(str, [1, 2.5, None, True])))
words = ["banana", "Apple", "cherry"]
print(", ".join(sorted(words)), ", ".join(sorted(words, key=str.lower)))
try:
    ",".join([1, 2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    ",".join(["a", None])
except TypeError as e:
    print(type(e).__name__, e)
try:
    ",".join(5)
except TypeError as e:
    print(type(e).__name__, e)
table = [["name", "qty"], ["apple", "3"], ["kiwi", "12"]]
widths = [max(len(row[i]) for row in table) for i in range(2)]
for row in table:
    print(" | ".join(cell.ljust(w) for cell, w in zip(row, widths)) + " |")
acronym = "".join(w[0].upper() for w in "portable network graphics".split())
print(acronym)
print("".join(chr(ord("a") + i) for i in range(26)))
print("-".join(["a"] * 5), "/".join(["", "usr", "bin"]))
print(b"-".join([b"a", b"b"]), b"".join([b"x", bytes([65])]))
