# Checks TypeError messages for ordering comparisons between incompatible types.
cases = [
    ("1 < 'a'", lambda: 1 < "a"),
    ("'a' < 1", lambda: "a" < 1),
    ("1 > 'a'", lambda: 1 > "a"),
    ("1 <= None", lambda: 1 <= None),
    ("None >= 1", lambda: None >= 1),
    ("[1] < (1,)", lambda: [1] < (1,)),
    ("{} < {}", lambda: {} < {}),
    ("[1, 'a'] < [1, 2]", lambda: [1, "a"] < [1, 2]),
    ("(1, None) < (1, 2)", lambda: (1, None) < (1, 2)),
    ("1.5 < 'x'", lambda: 1.5 < "x"),
    ("b'a' < 'a'", lambda: b"a" < "a"),
    ("max(3, 'x')", lambda: max(3, "x")),
    ("sorted([2, None])", lambda: sorted([2, None])),
    ("sorted(['b', 1])", lambda: sorted(["b", 1])),
    ("min([[], {}])", lambda: min([[], {}])),
]
for label, fn in cases:
    try:
        print(label, "=", fn())
    except TypeError as e:
        print(f"{label:<20} TypeError: {e}")

print("equality never raises:", 1 == "1", None == 0, [1] == (1,), {} != [])
print("mixed numeric ok:", 1 < 1.5 < 2, True < 2, 3 > 2.9)
rows = [("b", 2), ("a", None), ("c", 1)]
try:
    rows.sort(key=lambda r: r[1])
except TypeError as e:
    print("sort key failed:", e)
rows.sort(key=lambda r: (r[1] is None, r[1] or 0))
print(rows)
