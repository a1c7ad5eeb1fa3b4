"""pow with a modulus: fast powers and modular inverses."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('pow(2, 10)', lambda: pow(2, 10))
show('pow(2, 10, 1000)', lambda: pow(2, 10, 1000))
show('pow(3, -1, 11)', lambda: pow(3, -1, 11))
show('pow(10, -2, 7)', lambda: pow(10, -2, 7))
show('[pow(a, -1, 7) for a in range(1, 7)]', lambda: [pow(a, -1, 7) for a in range(1, 7)])
show('pow(12345, 6789, 10**9 + 7)', lambda: pow(12345, 6789, 10**9 + 7))
show('pow(2, -1, 6)', lambda: pow(2, -1, 6))
show('pow(0, -1, 5)', lambda: pow(0, -1, 5))
show('pow(2, 0.5)', lambda: pow(2, 0.5))
show('pow(-8, 1/3)', lambda: pow(-8, 1/3))
