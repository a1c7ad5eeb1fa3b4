"""divmod satisfies a == q * b + r for ints and floats."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('[(a, b, divmod(a, b)) for a in (7, -7) for b in (3, -3)]', lambda: [(a, b, divmod(a, b)) for a in (7, -7) for b in (3, -3)])
show('all(q * b + r == a for a in range(-9, 10) for b in (-4, -1, 2, 5) for q, r in [divmod(a, b)])', lambda: all(q * b + r == a for a in range(-9, 10) for b in (-4, -1, 2, 5) for q, r in [divmod(a, b)]))
show('divmod(10**20 + 3, 10**10)', lambda: divmod(10**20 + 3, 10**10))
show('divmod(5.5, 2)', lambda: divmod(5.5, 2))
show('divmod(-5.5, 2)', lambda: divmod(-5.5, 2))
show('divmod(0, 3)', lambda: divmod(0, 3))
show('divmod(3, 0.0)', lambda: divmod(3, 0.0))
