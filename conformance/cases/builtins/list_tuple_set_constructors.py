"""list, tuple, set and frozenset built from iterables."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("list('abc')", lambda: list('abc'))
show('tuple([1, 2])', lambda: tuple([1, 2]))
show("sorted(set('mississippi'))", lambda: sorted(set('mississippi')))
show('frozenset([1, 1, 2])', lambda: frozenset([1, 1, 2]))
show("list({'a': 1, 'b': 2})", lambda: list({'a': 1, 'b': 2}))
show('tuple(x * 2 for x in range(3))', lambda: tuple(x * 2 for x in range(3)))
show('list(range(3)) + list((3,))', lambda: list(range(3)) + list((3,)))
show('set()', lambda: set())
show('list(())', lambda: list(()))
show("tuple('')", lambda: tuple(''))
show("list(b'hi')", lambda: list(b'hi'))
