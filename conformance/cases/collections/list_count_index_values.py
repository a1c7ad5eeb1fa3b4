"""list.count and list.index over several lists."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('([].count(1), [].index(1) if 1 in [] else None)', lambda: ([].count(1), [].index(1) if 1 in [] else None))
show('([1].count(1), [1].index(1) if 1 in [1] else None)', lambda: ([1].count(1), [1].index(1) if 1 in [1] else None))
show('([3, 1, 2].count(1), [3, 1, 2].index(1) if 1 in [3, 1, 2] else None)', lambda: ([3, 1, 2].count(1), [3, 1, 2].index(1) if 1 in [3, 1, 2] else None))
show("(['b', 'a', 'c'].count(1), ['b', 'a', 'c'].index(1) if 1 in ['b', 'a', 'c'] else None)", lambda: (['b', 'a', 'c'].count(1), ['b', 'a', 'c'].index(1) if 1 in ['b', 'a', 'c'] else None))
show('([1, 1, 2, 1].count(1), [1, 1, 2, 1].index(1) if 1 in [1, 1, 2, 1] else None)', lambda: ([1, 1, 2, 1].count(1), [1, 1, 2, 1].index(1) if 1 in [1, 1, 2, 1] else None))
