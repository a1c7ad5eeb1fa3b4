# Checks title() and capitalize() word-boundary rules with apostrophes, digits and Unicode.
samples = ["hello world", "HELLO WORLD", "they're bill's friends", "x-ray vision", "3rd place", "hello_world",
           "  leading spaces", "élan vital", "ǆemal", "o'NEIL mcdonald", "", "a", "123", "tHIS iS mIxEd", "ßtraße"]
for s in samples:
    print(repr(s), repr(s.title()), repr(s.capitalize()), s.istitle(), s.title().istitle())
print("hello".capitalize() == "Hello", "HELLO".capitalize(), "hELLO wORLD".capitalize())
print("ﬁre".title(), "ﬁre".capitalize(), "ŉ".capitalize())
def smart_title(s):
    small = {"a", "an", "the", "of", "and", "in"}
    words = s.split()
    return " ".join(w if i and w in small else w.capitalize() for i, w in enumerate(words))
print(smart_title("the lord of the rings"), smart_title("a tale in two cities"))
print("A Title Case String".istitle(), "Not a title".istitle(), "".istitle(), "123".istitle(), "A1b".istitle())
print("hello.world".title(), "don't stop".title(), "a1b2c3".title(), "αβγ δεζ".title())
names = ["ada LOVELACE", "grace hopper", "ALAN turing"]
print([n.title() for n in names], [n.capitalize() for n in names])
print(" ".join(w.capitalize() for w in "mIxEd CaSe words".split()))
