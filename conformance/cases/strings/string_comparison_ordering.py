# Checks lexicographic string comparison by code point, sorting and min/max of strings.
pairs = [("a", "b"), ("a", "A"), ("abc", "abd"), ("ab", "abc"), ("", "a"), ("Z", "a"), ("é", "z"), ("10", "9"),
         ("apple", "Apple"), ("日", "本"), ("😀", "\uffff"), ("a", "a"), (" ", "!"), ("abc", "ab\uffff")]
for a, b in pairs:
    print(repr(a), repr(b), a < b, a <= b, a == b, a != b, a > b, a >= b)
words = ["banana", "Apple", "cherry", "apple", "Banana", "10", "9", "_x", "éclair", "zebra", ""]
print(sorted(words))
print(sorted(words, reverse=True))
print(sorted(words, key=len))
print(sorted(words, key=lambda w: (len(w), w)))
print(min(words), max(words), min(words, key=len), max(words, key=len))
print(sorted("hello world"), "".join(sorted("dcba")))
print(sorted(["a10", "a2", "a1", "b1"]), sorted(["a10", "a2", "a1"], key=lambda s: int(s[1:])))
print("abc" < "abd" < "abe", "a" < "b" > "a", ["a", "b"] < ["a", "c"], ("x",) < ("x", ""))
print(max("Zebra", "apple"), min("Zebra", "apple"), ord("Z") < ord("a"))
try:
    print("a" < 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(sorted(["a", None]))
except TypeError as e:
    print(type(e).__name__, e)
print("a" == "a", "a" is not None, "abc"[0:1] == "a", "A".lower() == "a")
