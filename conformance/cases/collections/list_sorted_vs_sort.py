"""sorted() returns a new list; list.sort sorts in place and returns None."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(sorted([]), [].sort())', lambda: (sorted([]), [].sort()))
show('(sorted([1]), [1].sort())', lambda: (sorted([1]), [1].sort()))
show('(sorted([3, 1, 2]), [3, 1, 2].sort())', lambda: (sorted([3, 1, 2]), [3, 1, 2].sort()))
show("(sorted(['b', 'a', 'c']), ['b', 'a', 'c'].sort())", lambda: (sorted(['b', 'a', 'c']), ['b', 'a', 'c'].sort()))
show('(sorted([1, 1, 2, 1]), [1, 1, 2, 1].sort())', lambda: (sorted([1, 1, 2, 1]), [1, 1, 2, 1].sort()))
