import unicodedata as ud
for ch in "aZ5½é€ \t—ة٣😀":
    print(repr(ch), ud.category(ch), ud.name(ch, "?"), ud.combining(ch), ud.decimal(ch, None))
print(ud.lookup("LATIN SMALL LETTER E WITH ACUTE"), ud.lookup("SNOWMAN"), ud.name("\u2603"))
s = "Café ﬁ ①"
for form in ("NFC", "NFD", "NFKC", "NFKD"):
    print(form, ascii(ud.normalize(form, s)), ud.is_normalized(form, s))
print(ud.combining("\u0301"), ud.decimal("𝟓"), ud.decimal("٣"), ud.unidata_version)
for bad in [lambda: ud.name("\x00"), lambda: ud.lookup("NO SUCH THING"), lambda: ud.category("ab"), lambda: ud.normalize("NFX", "a"), lambda: ud.decimal("x")]:
    try:
        bad()
    except (ValueError, KeyError, TypeError) as e:
        print(type(e).__name__, e)
print("".join(c for c in ud.normalize("NFKD", "Crème brûlée") if not ud.combining(c)))
for f in (ud.name, ud.category, ud.decimal, ud.combining):
    for a in ["ab", 3]:
        try:
            f(a)
        except TypeError as e:
            print(e)
for call in [lambda: ud.normalize(3, "a"), lambda: ud.normalize("NFC", 3), lambda: ud.lookup(3)]:
    try:
        call()
    except TypeError as e:
        print(e)
