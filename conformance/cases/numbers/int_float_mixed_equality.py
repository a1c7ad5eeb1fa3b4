"""Equality and hashing across int, float and bool."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('1 == 1.0', lambda: 1 == 1.0)
show('hash(1) == hash(1.0)', lambda: hash(1) == hash(1.0))
show('True == 1', lambda: True == 1)
show('2**53 + 1 == float(2**53 + 1)', lambda: 2**53 + 1 == float(2**53 + 1))
show("{1: 'a', 1.0: 'b', True: 'c'}", lambda: {1: 'a', 1.0: 'b', True: 'c'})
show('len({0, 0.0, False})', lambda: len({0, 0.0, False}))
show('10**20 == 1e20', lambda: 10**20 == 1e20)
show('int(1e20) == 10**20', lambda: int(1e20) == 10**20)
show('0.1 + 0.2 == 0.3', lambda: 0.1 + 0.2 == 0.3)
show('abs(0.1 + 0.2 - 0.3) < 1e-9', lambda: abs(0.1 + 0.2 - 0.3) < 1e-9)
show('1 < 1.5 < 2', lambda: 1 < 1.5 < 2)
show("float(2**1023) * 2 == float('inf')", lambda: float(2**1023) * 2 == float('inf'))
