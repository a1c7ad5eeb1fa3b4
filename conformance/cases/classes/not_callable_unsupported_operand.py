# Checks TypeError messages for calling non-callable instances and unsupported operators on user classes.
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"

p = Point(1, 2)
checks = [
    ("p()", lambda: p()),
    ("p + 1", lambda: p + 1),
    ("1 + p", lambda: 1 + p),
    ("p + p", lambda: p + p),
    ("p - 'a'", lambda: p - "a"),
    ("p * 2.0", lambda: p * 2.0),
    ("p / None", lambda: p / None),
    ("p ** 2", lambda: p ** 2),
    ("p % 2", lambda: p % 2),
    ("-p", lambda: -p),
    ("abs(p)", lambda: abs(p)),
    ("p < p", lambda: p < p),
    ("p >= 1", lambda: p >= 1),
    ("p[0]", lambda: p[0]),
    ("len(p)", lambda: len(p)),
    ("iter(p)", lambda: iter(p)),
    ("p.x()", lambda: p.x()),
    ("int(p)", lambda: int(p)),
    ("'%d' % p", lambda: "%d" % p),
    ("[1][p]", lambda: [1][p]),
    ("{p: 1}", lambda: {p: 1}),
    ("p in p", lambda: p in p),
    ("range(p)", lambda: range(p)),
    ("'a' * p", lambda: "a" * p),
]
for label, thunk in checks:
    try:
        result = thunk()
        print(f"{label:<10} ok {result!r}")
    except TypeError as e:
        print(f"{label:<10} TypeError: {e}")

class Sub(Point):
    pass

try:
    p + Sub(1, 1)
except TypeError as e:
    print(e)
try:
    Sub(0, 0)(1)
except TypeError as e:
    print(e)

try:
    p += 1
except TypeError as e:
    print("augmented:", e)
try:
    q = Point(0, 0)
    q *= 3
except TypeError as e:
    print("augmented:", e)

handlers = {"a": Point(0, 0)}
try:
    handlers["a"]("event")
except TypeError as e:
    print("dispatch:", e)
