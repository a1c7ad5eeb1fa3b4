"""list concatenation and repetition."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('([] + [0], [] * 2, [[]] * 2)', lambda: ([] + [0], [] * 2, [[]] * 2))
show('([1] + [0], [1] * 2, [[1]] * 2)', lambda: ([1] + [0], [1] * 2, [[1]] * 2))
show('([3, 1, 2] + [0], [3, 1, 2] * 2, [[3, 1, 2]] * 2)', lambda: ([3, 1, 2] + [0], [3, 1, 2] * 2, [[3, 1, 2]] * 2))
show("(['b', 'a', 'c'] + [0], ['b', 'a', 'c'] * 2, [['b', 'a', 'c']] * 2)", lambda: (['b', 'a', 'c'] + [0], ['b', 'a', 'c'] * 2, [['b', 'a', 'c']] * 2))
show('([1, 1, 2, 1] + [0], [1, 1, 2, 1] * 2, [[1, 1, 2, 1]] * 2)', lambda: ([1, 1, 2, 1] + [0], [1, 1, 2, 1] * 2, [[1, 1, 2, 1]] * 2))
