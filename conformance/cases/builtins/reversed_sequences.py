"""reversed over lists, strs, ranges, tuples and dicts."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('list(reversed([1, 2, 3]))', lambda: list(reversed([1, 2, 3])))
show("''.join(reversed('abc'))", lambda: ''.join(reversed('abc')))
show('list(reversed(range(4)))', lambda: list(reversed(range(4))))
show('tuple(reversed((1, 2)))', lambda: tuple(reversed((1, 2))))
show("list(reversed({'a': 1, 'b': 2}))", lambda: list(reversed({'a': 1, 'b': 2})))
show("list(reversed({'a': 1, 'b': 2}.items()))", lambda: list(reversed({'a': 1, 'b': 2}.items())))
show('list(reversed([]))', lambda: list(reversed([])))
show("list(reversed(b'ab'))", lambda: list(reversed(b'ab')))
