"""repr of nested containers mixing every builtin type."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("repr([1, 'a', None, (2,), {3: [4]}])", lambda: repr([1, 'a', None, (2,), {3: [4]}]))
show("repr({'k': {1, 2}})", lambda: repr({'k': {1, 2}}))
show('repr(((),))', lambda: repr(((),)))
show("repr([b'x', bytearray(b'y')])", lambda: repr([b'x', bytearray(b'y')]))
show('repr({1: frozenset()})', lambda: repr({1: frozenset()}))
show('repr([1.0, -0.0, 1e100])', lambda: repr([1.0, -0.0, 1e100]))
show('repr([\'quote\\\'s\', \'dq"s\', \'both\\\'"\'])', lambda: repr(['quote\'s', 'dq"s', 'both\'"']))
show("str(['a', 1])", lambda: str(['a', 1]))
