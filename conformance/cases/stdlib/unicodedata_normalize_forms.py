"""unicodedata normalization in the four forms: composed and decomposed accents, compatibility
characters (ligatures, full-width, superscripts, fractions), Hangul, ordering of combining
marks, is_normalized, and stripping accents with combining()."""
import unicodedata


samples = ["café", "cafe\u0301", "ﬁne", "Ｆｕｌｌ", "x²", "½", "\u212b", "A\u030a", "한국어", "\u1100\u1161\u11a8",
           "e\u0323\u0302", "e\u0302\u0323", "ǅ", "\u00a0space", "ｶﾞ", "Ⅻ", "①"]
for text in samples:
    forms = [unicodedata.normalize(form, text) for form in ("NFC", "NFD", "NFKC", "NFKD")]
    print(repr(text), [ascii(f) for f in forms], [unicodedata.is_normalized(f, text) for f in ("NFC", "NFD", "NFKC", "NFKD")])


def strip_accents(text):
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


print(strip_accents("Crème Brûlée à Málaga, Ångström, naïve façade"), [unicodedata.combining(c) for c in "a\u0301\u0323\u0345"])
print(unicodedata.normalize("NFC", "") == "", unicodedata.normalize("NFKC", "ABC123") == "ABC123", len(unicodedata.normalize("NFD", "Å")))
for bad in [("NFX", "a"), ("nfc", "a"), ("NFC", 5), (5, "a")]:
    try:
        unicodedata.normalize(*bad)
    except (ValueError, TypeError) as e:
        print(bad, type(e).__name__, e)
try:
    unicodedata.is_normalized("NFZ", "a")
except ValueError as e:
    print("ValueError", e)
