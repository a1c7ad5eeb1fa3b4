"""bools in arithmetic, sums and counting."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('True + True', lambda: True + True)
show('True * 10', lambda: True * 10)
show('sum([True, False, True])', lambda: sum([True, False, True]))
show('-True', lambda: -True)
show('~True', lambda: ~True)
show('True / 2', lambda: True / 2)
show('True // 2', lambda: True // 2)
show('True & False', lambda: True & False)
show('True | 2', lambda: True | 2)
show('str(True + 0)', lambda: str(True + 0))
show('[x > 2 for x in range(5)].count(True)', lambda: [x > 2 for x in range(5)].count(True))
show('max(False, True)', lambda: max(False, True))
show('isinstance(True, int)', lambda: isinstance(True, int))
