# Checks common ValueError messages: int() parsing, remove/index, unpacking, etc.
cases = [
    ("int('x')", lambda: int("x")),
    ("int('')", lambda: int("")),
    ("int('4.5')", lambda: int("4.5")),
    ("int('ten', 16)", lambda: int("ten", 16)),
    ("float('one')", lambda: float("one")),
    ("[1].remove(2)", lambda: [1].remove(2)),
    ("[1].index(2)", lambda: [1].index(2)),
    ("'abc'.index('z')", lambda: "abc".index("z")),
    ("(1,).index(5)", lambda: (1,).index(5)),
    ("a, b = [1, 2, 3]", lambda: unpack2([1, 2, 3])),
    ("a, b, c = [1, 2]", lambda: unpack3([1, 2])),
    ("a, b = 'xyz'", lambda: unpack2("xyz")),
    ("a, b = []", lambda: unpack2([])),
    ("a, *b, c = [1]", lambda: unpack_star([1])),
    ("'a,b'.split('')", lambda: "a,b".split("")),
    ("range step 0", lambda: range(0, 5, 0)),
    ("chr(-5)", lambda: chr(-5)),
    ("'{}'.format()", lambda: "{} {}".format(1)),
    ("max([])", lambda: max([])),
    ("dict([(1,)])", lambda: dict([(1,)])),
    ("'x'.center(5, 'ab')", lambda: "x".center(5, "ab")),
]

def unpack2(v):
    a, b = v
    return a, b

def unpack3(v):
    a, b, c = v
    return a, b, c

def unpack_star(v):
    a, *b, c = v
    return a, b, c

for label, fn in cases:
    try:
        print(label, "=", fn())
    except (ValueError, IndexError, TypeError) as e:
        print(f"{label:<20} {type(e).__name__}: {e}")

for a, b in [(1, 2)]:
    print("ok", a, b)
try:
    for a, b in [(1, 2), (3,)]:
        print("pair", a, b)
except ValueError as e:
    print("loop unpack:", e)
