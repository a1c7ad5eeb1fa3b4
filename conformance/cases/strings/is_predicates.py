# Checks isdigit/isdecimal/isnumeric/isalpha/isalnum/isspace/isupper/islower/isascii/isidentifier/isprintable.
samples = ["123", "12.3", "-1", "", " ", "abc", "ABC", "Abc", "abc123", "é", "日本", "²", "½", "٣", "Ⅻ",
           "\t\n", "\u3000", "\xa0", "a b", "ABC1", "abc!", "_id", "1abc", "ǅ", "\x1f", "😀"]
for s in samples:
    print(repr(s), s.isdigit(), s.isdecimal(), s.isnumeric(), s.isalpha(), s.isalnum(), s.isspace(),
          s.isupper(), s.islower(), s.isascii(), s.isidentifier(), s.isprintable())
print("A1".isupper(), "a1".islower(), "1".isupper(), "1".islower(), "ß".islower(), "ß".isupper())
def classify(ch):
    if ch.isdigit():
        return "digit"
    if ch.isalpha():
        return "upper" if ch.isupper() else "lower" if ch.islower() else "alpha"
    if ch.isspace():
        return "space"
    return "other"
print([classify(c) for c in "aZ5 _é\tΩ漢!"])
def is_number(s):
    s = s.strip()
    if s.startswith(("-", "+")):
        s = s[1:]
    whole, _, frac = s.partition(".")
    return bool(whole or frac) and (not whole or whole.isdigit()) and (not frac or frac.isdigit())
print([is_number(x) for x in ["42", "-3.5", "+.5", "1.", ".", "", "1.2.3", "abc", " 7 "]])
