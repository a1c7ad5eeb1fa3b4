"""float.is_integer and as_integer_ratio on exact binary fractions."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(2.0).is_integer()', lambda: (2.0).is_integer())
show('(2.5).is_integer()', lambda: (2.5).is_integer())
show('(0.5).as_integer_ratio()', lambda: (0.5).as_integer_ratio())
show('(0.1).as_integer_ratio()', lambda: (0.1).as_integer_ratio())
show('(-3.75).as_integer_ratio()', lambda: (-3.75).as_integer_ratio())
show('(1e20).as_integer_ratio()', lambda: (1e20).as_integer_ratio())
show('(0.0).as_integer_ratio()', lambda: (0.0).as_integer_ratio())
show("float.fromhex('0x1.8p1')", lambda: float.fromhex('0x1.8p1'))
show('(3.5).hex()', lambda: (3.5).hex())
show('(0.1).hex()', lambda: (0.1).hex())
