# Checks TypeError messages for unsupported operand types and concatenation.
cases = [
    ("1 + 'a'", lambda: 1 + "a"),
    ("'a' + 1", lambda: "a" + 1),
    ("'a' + None", lambda: "a" + None),
    ("[1] + (2,)", lambda: [1] + (2,)),
    ("(1,) + [2]", lambda: (1,) + [2]),
    ("None + 1", lambda: None + 1),
    ("1 - 'a'", lambda: 1 - "a"),
    ("'a' - 'b'", lambda: "a" - "b"),
    ("'a' * 'b'", lambda: "a" * "b"),
    ("'a' * 2.0", lambda: "a" * 2.0),
    ("[1] * [2]", lambda: [1] * [2]),
    ("{} + {}", lambda: {} + {}),
    ("{1} + {2}", lambda: {1} + {2}),
    ("1 / 'x'", lambda: 1 / "x"),
    ("2 ** 'x'", lambda: 2 ** "x"),
    ("'%d' % 'x'", lambda: "%d" % "x"),
    ("-'a'", lambda: -"a"),
    ("~1.5", lambda: ~1.5),
    ("b'a' + 'a'", lambda: b"a" + "a"),
    ("[] + None", lambda: [] + None),
    ("1 & 1.0", lambda: 1 & 1.0),
    ("1 << 'a'", lambda: 1 << "a"),
    ("'a' // 2", lambda: "a" // 2),
    ("1.5 % 'x'", lambda: 1.5 % "x"),
]
for label, fn in cases:
    try:
        print(label, "=", fn())
    except TypeError as e:
        print(f"{label:<14} TypeError: {e}")

x = "count: "
try:
    x += 5
except TypeError as e:
    print("augmented:", e)
lst = [1]
try:
    lst += 5
except TypeError as e:
    print("augmented list:", e)
print("fixed:", "count: " + str(5), f"count: {5}")
