"""zip with unequal lengths, strict mode and unzipping."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("list(zip('abc', [1, 2]))", lambda: list(zip('abc', [1, 2])))
show('list(zip())', lambda: list(zip()))
show('list(zip([1, 2], [3, 4], [5, 6]))', lambda: list(zip([1, 2], [3, 4], [5, 6])))
show("list(zip(*[(1, 'a'), (2, 'b')]))", lambda: list(zip(*[(1, 'a'), (2, 'b')])))
show("dict(zip(['x', 'y'], [1, 2]))", lambda: dict(zip(['x', 'y'], [1, 2])))
show("list(zip('ab', 'xy', strict=True))", lambda: list(zip('ab', 'xy', strict=True)))
show("list(zip('abc', 'xy', strict=True))", lambda: list(zip('abc', 'xy', strict=True)))
show("list(zip('ab', 'xyz', strict=True))", lambda: list(zip('ab', 'xyz', strict=True)))
show("[a + b for a, b in zip('ab', 'cd')]", lambda: [a + b for a, b in zip('ab', 'cd')])
