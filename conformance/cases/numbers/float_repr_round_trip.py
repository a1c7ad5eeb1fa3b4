"""repr of floats is the shortest string that round-trips."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('repr(0.1)', lambda: repr(0.1))
show('repr(0.1 + 0.2)', lambda: repr(0.1 + 0.2))
show('repr(1/3)', lambda: repr(1/3))
show('repr(1e22)', lambda: repr(1e22))
show('repr(1e-7)', lambda: repr(1e-7))
show('repr(123456789012345678.0)', lambda: repr(123456789012345678.0))
show('repr(2.0 ** 53)', lambda: repr(2.0 ** 53))
show('repr(-0.0)', lambda: repr(-0.0))
show('float(repr(0.1 + 0.2)) == 0.1 + 0.2', lambda: float(repr(0.1 + 0.2)) == 0.1 + 0.2)
show('str(1e16)', lambda: str(1e16))
show('str(1e15)', lambda: str(1e15))
show('repr(5e-324)', lambda: repr(5e-324))
show('repr(1.7976931348623157e308)', lambda: repr(1.7976931348623157e308))
