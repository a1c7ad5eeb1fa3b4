"""float.is_integer across floats."""

INF = float('inf')
NAN = float('nan')

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(0.0).is_integer()', lambda: (0.0).is_integer())
show('(-0.0).is_integer()', lambda: (-0.0).is_integer())
show('(0.5).is_integer()', lambda: (0.5).is_integer())
show('(1.5).is_integer()', lambda: (1.5).is_integer())
show('(2.5).is_integer()', lambda: (2.5).is_integer())
show('(-2.5).is_integer()', lambda: (-2.5).is_integer())
show('(1e-7).is_integer()', lambda: (1e-7).is_integer())
show('(123456.789).is_integer()', lambda: (123456.789).is_integer())
show('(1e16).is_integer()', lambda: (1e16).is_integer())
show('(INF).is_integer()', lambda: (INF).is_integer())
show('(NAN).is_integer()', lambda: (NAN).is_integer())
