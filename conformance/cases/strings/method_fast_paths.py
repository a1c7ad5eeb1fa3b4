# str methods and format specs whose common cases take shortcuts: strip returning the str itself
# when nothing is stripped (a new exact str for a subclass), the argument errors of methods that
# take none, and integer padding, alignment and grouping at the edges of the 64-bit range.
s = "abc"
print(s.strip() is s, s.lstrip() is s, s.rstrip("x") is s, " abc".strip() == s)


class S(str):
    pass


t = S(" a ")
print(type(t.strip()).__name__, repr(t.strip()), type(S("a").strip()).__name__, S("a").strip() == "a")
calls = [
    lambda: "a".upper(1),
    lambda: str.upper(1),
    lambda: "a".isdigit(2),
    lambda: "a".strip(1),
    lambda: "a".strip("a", "b"),
    lambda: str.lower(),
    lambda: "a".title(1, 2),
]
for call in calls:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
print("  x ".strip(), "xxaxx".strip("x"), "ABC".lower(), "abc".upper(), "".isdigit(), "12".isdigit())
print("\t\n x\u3000".strip(), "é".upper(), "ß".upper(), "İ".lower() == "i\u0307")
print(f"{5:06d}|{-5:06d}|{5:>4}|{5:<4}|{5:^5}|{5:*^6}|{-12:=8}|{12:+}|{'ab':>5}|{3.5:8.2f}")
print(f"{-(2**63)}|{2**63 - 1:,}|{-(2**63):_}|{0:05}|{-0:+}|{9223372036854775807:>25}|{7:x>3}")
print(repr([1, -2, 2**63 - 1, -(2**63), 10**20, 0]), str((0, -1, 1000000)))
