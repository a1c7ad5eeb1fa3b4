# Checks upper/lower/swapcase/casefold including non-ASCII and length-changing mappings.
samples = ["Hello World", "ÀÉÎõü", "straße", "ǅungla", "İstanbul", "ΣΊΣΥΦΟΣ", "ﬁle", "123 abc!", "", "MiXeD 42"]
for s in samples:
    print(repr(s), s.upper(), s.lower(), s.swapcase(), s.casefold(), len(s.upper()), len(s.lower()))
print("ß".upper(), "ß".lower(), "ß".casefold(), "SS".casefold() == "ß".casefold())
print("ΣΑΣ".lower(), "Σ".lower(), "όσος".upper())
print("Straße".casefold() == "STRASSE".casefold(), "Straße".lower() == "strasse")
print("hello".upper().lower() == "hello", "ﬃ".upper(), "ŉ".upper())
print(sorted(["banana", "Apple", "cherry", "apple"], key=str.lower))
print(sorted(["banana", "Apple", "cherry", "apple"]))
print("abc".swapcase().swapcase(), "Ǆ".swapcase(), "ǆ".upper(), "ǅ".lower())
print("x" if "ABC".isupper() else "y", "aBc".upper().isupper())
def normalize(name):
    return " ".join(name.split()).casefold()
print(normalize("  JOHN   smith "), normalize("Jöhn Smith") == normalize("JÖHN SMITH"))
