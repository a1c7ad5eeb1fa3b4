"""sum with start values of several types."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('sum([1, 2, 3])', lambda: sum([1, 2, 3]))
show('sum([1, 2, 3], 10)', lambda: sum([1, 2, 3], 10))
show('sum([0.1] * 10)', lambda: sum([0.1] * 10))
show('sum([[1], [2, 3]], [])', lambda: sum([[1], [2, 3]], []))
show('sum(((1,), (2,)), ())', lambda: sum(((1,), (2,)), ()))
show('sum(x * x for x in range(5))', lambda: sum(x * x for x in range(5)))
show('sum([])', lambda: sum([]))
show('sum([1.5, 2])', lambda: sum([1.5, 2]))
show('sum([True, True])', lambda: sum([True, True]))
show('sum(range(101))', lambda: sum(range(101)))
show('sum([10**20, 1])', lambda: sum([10**20, 1]))
show('sum([], start=5)', lambda: sum([], start=5))
