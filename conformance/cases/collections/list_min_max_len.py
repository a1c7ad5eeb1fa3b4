"""min, max and len of lists, with defaults for empty ones."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(len([]), min([], default=None), max([], default=None))', lambda: (len([]), min([], default=None), max([], default=None)))
show('(len([1]), min([1], default=None), max([1], default=None))', lambda: (len([1]), min([1], default=None), max([1], default=None)))
show('(len([3, 1, 2]), min([3, 1, 2], default=None), max([3, 1, 2], default=None))', lambda: (len([3, 1, 2]), min([3, 1, 2], default=None), max([3, 1, 2], default=None)))
show("(len(['b', 'a', 'c']), min(['b', 'a', 'c'], default=None), max(['b', 'a', 'c'], default=None))", lambda: (len(['b', 'a', 'c']), min(['b', 'a', 'c'], default=None), max(['b', 'a', 'c'], default=None)))
show('(len([1, 1, 2, 1]), min([1, 1, 2, 1], default=None), max([1, 1, 2, 1], default=None))', lambda: (len([1, 1, 2, 1]), min([1, 1, 2, 1], default=None), max([1, 1, 2, 1], default=None)))
