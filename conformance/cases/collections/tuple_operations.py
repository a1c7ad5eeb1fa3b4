"""tuple concatenation, repetition, comparison, count and index."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(1, 2) + (3,)', lambda: (1, 2) + (3,))
show('(0,) * 3', lambda: (0,) * 3)
show('(1, 2) < (1, 3)', lambda: (1, 2) < (1, 3))
show('(1, 2) < (1, 2, 0)', lambda: (1, 2) < (1, 2, 0))
show("(1, 'a') == (1, 'a')", lambda: (1, 'a') == (1, 'a'))
show('(1, 2, 1).count(1)', lambda: (1, 2, 1).count(1))
show('(1, 2, 1).index(1, 1)', lambda: (1, 2, 1).index(1, 1))
show('tuple(sorted((3, 1, 2)))', lambda: tuple(sorted((3, 1, 2))))
show('((1, 2), (3, 4))[1][0]', lambda: ((1, 2), (3, 4))[1][0])
show('len(())', lambda: len(()))
show('(1,) * 0', lambda: (1,) * 0)
show('max((1, 5), (2, 0))', lambda: max((1, 5), (2, 0)))
