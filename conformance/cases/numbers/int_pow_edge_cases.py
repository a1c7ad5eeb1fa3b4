"""Integer powers with zero, negative and modular cases."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('0 ** 0', lambda: 0 ** 0)
show('2 ** -1', lambda: 2 ** -1)
show('(-2) ** 3', lambda: (-2) ** 3)
show('(-8) ** (1/3)', lambda: (-8) ** (1/3))
show('pow(3, 4, 5)', lambda: pow(3, 4, 5))
show('pow(3, -1, 7)', lambda: pow(3, -1, 7))
show('pow(-3, 3, 5)', lambda: pow(-3, 3, 5))
show('pow(2, 100, 10**9 + 7)', lambda: pow(2, 100, 10**9 + 7))
show('10 ** -2', lambda: 10 ** -2)
show('0 ** -1', lambda: 0 ** -1)
show('2 ** 0.5', lambda: 2 ** 0.5)
show('(-1) ** 0.5', lambda: (-1) ** 0.5)
show('pow(0, 0, 1)', lambda: pow(0, 0, 1))
show('pow(7, 0, 1)', lambda: pow(7, 0, 1))
