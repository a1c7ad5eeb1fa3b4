"""len over every builtin container and view."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("len('héllo')", lambda: len('héllo'))
show("len(b'abc')", lambda: len(b'abc'))
show('len([1, [2, 3]])', lambda: len([1, [2, 3]]))
show('len((1,))', lambda: len((1,)))
show('len({1: 2, 3: 4})', lambda: len({1: 2, 3: 4}))
show('len({1, 2, 2})', lambda: len({1, 2, 2}))
show('len(range(0, 10, 3))', lambda: len(range(0, 10, 3)))
show('len(range(10, 0))', lambda: len(range(10, 0)))
show('len({}.keys())', lambda: len({}.keys()))
show("len(frozenset('aab'))", lambda: len(frozenset('aab')))
show('len(bytearray(5))', lambda: len(bytearray(5)))
show("len(memoryview(b'abcd')[1:])", lambda: len(memoryview(b'abcd')[1:]))
