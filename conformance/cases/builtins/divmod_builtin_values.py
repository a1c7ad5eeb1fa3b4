"""divmod over ints, floats and big values."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('divmod(17, 5)', lambda: divmod(17, 5))
show('divmod(-17, 5)', lambda: divmod(-17, 5))
show('divmod(17.5, 5)', lambda: divmod(17.5, 5))
show('divmod(2**100, 3)', lambda: divmod(2**100, 3))
show('divmod(True, 2)', lambda: divmod(True, 2))
show('divmod(0.0, 1)', lambda: divmod(0.0, 1))
show('divmod(-1, 10**30)', lambda: divmod(-1, 10**30))
show('divmod(1, -0.5)', lambda: divmod(1, -0.5))
