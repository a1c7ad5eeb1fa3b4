"""in, ==, and ordering comparisons of lists."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(1 in [], [] == sorted([]), [] < [9])', lambda: (1 in [], [] == sorted([]), [] < [9]))
show('(1 in [1], [1] == sorted([1]), [1] < [9])', lambda: (1 in [1], [1] == sorted([1]), [1] < [9]))
show('(1 in [3, 1, 2], [3, 1, 2] == sorted([3, 1, 2]), [3, 1, 2] < [9])', lambda: (1 in [3, 1, 2], [3, 1, 2] == sorted([3, 1, 2]), [3, 1, 2] < [9]))
show("(1 in ['b', 'a', 'c'], ['b', 'a', 'c'] == sorted(['b', 'a', 'c']), ['b', 'a', 'c'] < [9])", lambda: (1 in ['b', 'a', 'c'], ['b', 'a', 'c'] == sorted(['b', 'a', 'c']), ['b', 'a', 'c'] < [9]))
show('(1 in [1, 1, 2, 1], [1, 1, 2, 1] == sorted([1, 1, 2, 1]), [1, 1, 2, 1] < [9])', lambda: (1 in [1, 1, 2, 1], [1, 1, 2, 1] == sorted([1, 1, 2, 1]), [1, 1, 2, 1] < [9]))
