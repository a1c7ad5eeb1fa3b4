"""Star and double-star unpacking of values that are not iterables or mappings."""


def k1(a, b=2):
    return a


def k7(**kw):
    return kw


attempts = [
    ("[*42]", lambda: [*42]),
    ("(*42,)", lambda: (*42,)),
    ("{*42}", lambda: {*42}),
    ("print(*42)", lambda: print(*42)),
    ("{**1}", lambda: {**1}),
    ("dict(**1)", lambda: dict(**1)),
    ("k1(*None)", lambda: k1(*None)),
    ("k1(*1)", lambda: k1(*1)),
    ("k7(**1)", lambda: k7(**1)),
    ("k7(*1)", lambda: k7(*1)),
    ("k7(**[1])", lambda: k7(**[1])),
]
for label, attempt in attempts:
    try:
        print(label, attempt())
    except TypeError as error:
        print(label, type(error).__name__, error)
