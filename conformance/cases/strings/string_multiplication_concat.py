# Checks + and * on strings, repetition by zero/negative/bool counts, and building strings in loops.
print("ab" + "cd", "ab" * 3, 3 * "ab", "ab" * 0, "ab" * -2, "ab" * True, "" * 100)
print(repr("x" * False), len("abc" * 1000), ("-" * 5 + "|") * 2)
s = ""
for i in range(5):
    s += str(i)
print(s, len(s))
parts = []
for word in ["alpha", "beta", "gamma"]:
    parts.append(word[0].upper() + word[1:])
print("".join(parts))
line = "=" * 20
print(line)
print("|" + " " * 18 + "|")
print(line)
for n in range(1, 6):
    print(" " * (5 - n) + "*" * (2 * n - 1))
print("é" * 3, "日本" * 2, "😀" * 4, len("😀" * 4))
try:
    print("a" * 2.0)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print("a" + None)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print("a" * "b")
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(1 + "a")
except TypeError as e:
    print(type(e).__name__, e)
a = "shared"
b = a
a += "!"
print(a, b)
print("a" "b" + "c", ("x" + "y") * 2, "x" + "y" * 2)
n = 3
print(f"{'ab' * n}", "-".join(["ab"] * n), "%s" % ("z" * n))
print(str(1) + str(2.5) + str(None) + str(True) + str([1]))
