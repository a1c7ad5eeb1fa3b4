import unicodedata as ud

s = "Café naïve Ångström ﬁ ①"
for form in ["NFC", "NFD", "NFKC", "NFKD"]:
    n = ud.normalize(form, s)
    print(form, len(n), [hex(ord(c)) for c in n[:6]])
def strip_accents(t):
    return "".join(c for c in ud.normalize("NFD", t) if not ud.combining(c))
print(strip_accents(s))
for ch in "aZ5 é€😀\u0301":
    print(repr(ch), ud.name(ch, "?"), ud.category(ch), ud.combining(ch))
print(ud.lookup("SNOWMAN"), ud.lookup("LATIN SMALL LETTER E WITH ACUTE"))
try:
    ud.lookup("NOT A REAL NAME")
except KeyError as e:
    print("KeyError", e)
try:
    ud.name("\x00")
except ValueError as e:
    print("ValueError", e)
try:
    ud.normalize("NFX", "a")
except ValueError as e:
    print("ValueError", e)
print(ud.is_normalized("NFC", "é"), ud.is_normalized("NFD", "é"), ud.unidata_version)
