"""abs and round over ints, floats, bools and complex numbers."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('abs(-5)', lambda: abs(-5))
show('abs(-5.5)', lambda: abs(-5.5))
show('abs(3 + 4j)', lambda: abs(3 + 4j))
show('abs(True)', lambda: abs(True))
show('abs(-0.0)', lambda: abs(-0.0))
show('abs(-2**70)', lambda: abs(-2**70))
show('round(3.14159, 3)', lambda: round(3.14159, 3))
show('round(-2.5)', lambda: round(-2.5))
show('round(7)', lambda: round(7))
show('round(7, 2)', lambda: round(7, 2))
show('round(10**20 + 5, -1)', lambda: round(10**20 + 5, -1))
show("abs(float('-inf'))", lambda: abs(float('-inf')))
