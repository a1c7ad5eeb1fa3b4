"""slice objects and slice.indices for several lengths."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('slice(1, 5, 2).indices(10)', lambda: slice(1, 5, 2).indices(10))
show('slice(None, None, -1).indices(4)', lambda: slice(None, None, -1).indices(4))
show('slice(-3, None).indices(5)', lambda: slice(-3, None).indices(5))
show('slice(0, 100).indices(3)', lambda: slice(0, 100).indices(3))
show("'abcdef'[slice(1, None, 2)]", lambda: 'abcdef'[slice(1, None, 2)])
show('[0, 1, 2, 3][slice(2)]', lambda: [0, 1, 2, 3][slice(2)])
show('slice(1, 2) == slice(1, 2)', lambda: slice(1, 2) == slice(1, 2))
show('repr(slice(None, 3))', lambda: repr(slice(None, 3)))
show('slice(1, 2, 0).indices(5)', lambda: slice(1, 2, 0).indices(5))
show('range(10)[slice(2, 8, 3)]', lambda: range(10)[slice(2, 8, 3)])
