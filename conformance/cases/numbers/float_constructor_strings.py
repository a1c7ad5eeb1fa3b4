"""float() parsing decimal, exponent, underscore and special strings."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("float('1.5')", lambda: float('1.5'))
show("float(' -2.5e3 ')", lambda: float(' -2.5e3 '))
show("float('1_000.5')", lambda: float('1_000.5'))
show("float('inf')", lambda: float('inf'))
show("float('-Infinity')", lambda: float('-Infinity'))
show("float('NaN')", lambda: float('NaN'))
show("float('1e500')", lambda: float('1e500'))
show("float('.5')", lambda: float('.5'))
show("float('5.')", lambda: float('5.'))
show("float('0x10')", lambda: float('0x10'))
show("float('1,5')", lambda: float('1,5'))
show("float('')", lambda: float(''))
show("float('1e')", lambda: float('1e'))
show('float(10**400)', lambda: float(10**400))
