"""int() truncating floats toward zero and parsing float strings."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('int(3.99)', lambda: int(3.99))
show('int(-3.99)', lambda: int(-3.99))
show('int(1e20)', lambda: int(1e20))
show('int(-0.0)', lambda: int(-0.0))
show("int('3.5')", lambda: int('3.5'))
show("int(float('3.5'))", lambda: int(float('3.5')))
show('int(True)', lambda: int(True))
show('int(2.5e3)', lambda: int(2.5e3))
show('int(1e100) % 10**9', lambda: int(1e100) % 10**9)
show("int('  -12  ')", lambda: int('  -12  '))
