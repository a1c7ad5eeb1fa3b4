# Checks AttributeError messages when caught (no Did-you-mean suffix in str(e)).
cases = [
    ("'abc'.foo", lambda: "abc".foo),
    ("'abc'.uper()", lambda: "abc".uper()),
    ("[].push(1)", lambda: [].push(1)),
    ("{}.iterms()", lambda: {}.iterms()),
    ("(1,).append", lambda: (1,).append),
    ("None.strip()", lambda: None.strip()),
    ("(5).length", lambda: (5).length),
    ("1.5.round", lambda: (1.5).round),
    ("set().append", lambda: set().append),
    ("True.flag", lambda: True.flag),
    ("b'x'.encode", lambda: b"x".encode),
    ("range(3).append", lambda: range(3).append),
    ("len.x", lambda: len.x),
]
for label, fn in cases:
    try:
        print(label, "=", fn())
    except AttributeError as e:
        print(f"{label:<16} AttributeError: {e}")

def get_name(user):
    return user.name

try:
    get_name({"name": "ann"})
except AttributeError as e:
    print("dict attribute access:", e)
    print("args:", e.args)
print(getattr({"name": "ann"}, "name", "fallback"), hasattr("x", "upper"))
