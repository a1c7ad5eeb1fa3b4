# Checks TypeError messages for objects that are not subscriptable, callable, iterable or hashable.
cases = [
    ("5[0]", lambda: (5)[0]),
    ("None[0]", lambda: None[0]),
    ("1.5['k']", lambda: (1.5)["k"]),
    ("len[0]", lambda: len[0]),
    ("{1}[0]", lambda: {1}[0]),
    ("5()", lambda: (5)()),
    ("'s'()", lambda: "s"()),
    ("None()", lambda: None()),
    ("[]()", lambda: [](1)),
    ("{}()", lambda: {}()),
    ("for in 5", lambda: [x for x in 5]),
    ("list(None)", lambda: list(None)),
    ("iter(3.5)", lambda: iter(3.5)),
    ("a, b = 1", lambda: tuple_unpack(1)),
    ("{[]: 1}", lambda: {[]: 1}),
    ("{[1]}", lambda: {[1]}),
    ("{{}}", lambda: {frozenset(): {}}[{}]),
    ("hash([])", lambda: hash([])),
    ("'abc'[1] = 'x'", lambda: str_assign("abc")),
    ("(1,)[0] = 2", lambda: tuple_assign((1,))),
    ("del 'ab'[0]", lambda: str_del("ab")),
    ("'x' in 5", lambda: "x" in 5),
    ("1 in 'abc'", lambda: 1 in "abc"),
    ("[1]['a']", lambda: [1]["a"]),
    ("'abc'[1.0]", lambda: "abc"[1.0]),
]

def tuple_unpack(v):
    a, b = v
    return a, b

def str_assign(s):
    s[1] = "x"

def tuple_assign(t):
    t[0] = 2

def str_del(s):
    del s[0]

for label, fn in cases:
    try:
        print(label, "=", fn())
    except TypeError as e:
        print(f"{label:<16} TypeError: {e}")
