# Checks caseless matching with casefold versus lower for German, Greek and ligature text.
pairs = [("Straße", "STRASSE"), ("ΣΊΣΥΦΟΣ", "σίσυφος"), ("ﬁle", "FILE"), ("Ǉ", "ǉ"), ("İ", "i̇"), ("Hello", "hELLO"), ("ſ", "s"), ("µ", "μ")]
for a, b in pairs:
    print(a, b, a.lower() == b.lower(), a.casefold() == b.casefold(), repr(a.casefold()), repr(b.casefold()))
words = ["Äpfel", "apfel", "ÄPFEL", "Birne", "birne", "straße", "Strasse"]
groups = {}
for w in words:
    groups.setdefault(w.casefold(), []).append(w)
print(groups)
print(sorted(words, key=str.casefold))
print("ß".casefold(), "ẞ".casefold(), "ẞ".lower(), len("ß".casefold()))
def contains_ci(haystack, needle):
    return needle.casefold() in haystack.casefold()
print(contains_ci("The GROSSE Straße", "strasse"), contains_ci("abc", "D"))
print("ΌΣΟΣ".casefold(), "ΌΣΟΣ".lower())
print("".casefold() == "", "123!".casefold(), "ǅ".casefold())
