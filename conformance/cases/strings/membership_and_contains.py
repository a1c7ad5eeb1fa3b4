# Checks the in / not in operators on strings, substrings, and other containers.
s = "hello world"
print("hello" in s, "world" in s, "lo w" in s, "xyz" in s, "" in s, "H" in s, "h" not in s)
print("é" in "café", "e" in "café", "日本" in "日本語", "😀" in "a😀b", "ab" in "a" + "b")
try:
    print(1 in "abc")
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(["a"] in "abc")
except TypeError as e:
    print(type(e).__name__, e)
print(b"ell" in b"hello", 101 in b"hello", b"" in b"abc", b"abc" in b"ab")
print(1 in [1, 2], "a" in ["abc"], "abc" in ["abc"], [1] in [[1], 2], (1,) in [(1,)])
print(2 in (1, 2), 3 not in (1, 2), 2 in {1: "x", 2: "y"}, "x" in {1: "x"}, "x" in {1: "x"}.values())
print(5 in range(10), 10 in range(10), 4 in range(0, 10, 2), 5 in range(0, 10, 2), -1 in range(-5, 0))
print(5.0 in range(10), 2**70 in range(2**71), 3 in {1, 2, 3}, 1.0 in {1}, True in {1})
vowels = "aeiou"
print([c for c in "programming" if c in vowels], sum(c not in vowels for c in "programming"))
stop = {"the", "a", "of"}
print([w for w in "the art of a thing".split() if w not in stop])
try:
    print([] in {1})
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(1 in 5)
except TypeError as e:
    print(type(e).__name__, e)
print("not" not in "nothing", not "x" in "abc", ("a" in "abc") in [True])
