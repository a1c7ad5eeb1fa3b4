"""True division of large ints is correctly rounded."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('10**30 / 10**10', lambda: 10**30 / 10**10)
show('(10**30 + 1) / 10**10', lambda: (10**30 + 1) / 10**10)
show('1 / 3', lambda: 1 / 3)
show('2**1000 / 2**999', lambda: 2**1000 / 2**999)
show('7 / 7', lambda: 7 / 7)
show('-7 / 2', lambda: -7 / 2)
show('10**400 / 10**399', lambda: 10**400 / 10**399)
show('1 / 10**400', lambda: 1 / 10**400)
show('(2**53 + 1) / 1', lambda: (2**53 + 1) / 1)
show('10 / 4', lambda: 10 / 4)
