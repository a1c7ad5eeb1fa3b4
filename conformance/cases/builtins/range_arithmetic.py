"""range objects: length, indexing, slicing, containment and equality."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('list(range(5, 0, -2))', lambda: list(range(5, 0, -2)))
show('range(10)[3]', lambda: range(10)[3])
show('range(10)[-1]', lambda: range(10)[-1])
show('range(0, 20, 5)[1:3]', lambda: range(0, 20, 5)[1:3])
show('7 in range(0, 10, 2)', lambda: 7 in range(0, 10, 2))
show('8 in range(0, 10, 2)', lambda: 8 in range(0, 10, 2))
show('range(0) == range(5, 5)', lambda: range(0) == range(5, 5))
show('range(0, 3) == range(3)', lambda: range(0, 3) == range(3))
show('range(10).index(4)', lambda: range(10).index(4))
show('range(1, 10, 3).count(4)', lambda: range(1, 10, 3).count(4))
show('len(range(-5, 5, 3))', lambda: len(range(-5, 5, 3)))
show('list(range(3))[::-1] == list(reversed(range(3)))', lambda: list(range(3))[::-1] == list(reversed(range(3))))
show('range(10**20)[10**19]', lambda: range(10**20)[10**19])
show('repr(range(1, 5, 2))', lambda: repr(range(1, 5, 2)))
