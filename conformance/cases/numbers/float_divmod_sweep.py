"""divmod of floats by 0.75."""

INF = float('inf')
NAN = float('nan')

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('divmod(0.0, 0.75)', lambda: divmod(0.0, 0.75))
show('divmod(-0.0, 0.75)', lambda: divmod(-0.0, 0.75))
show('divmod(0.5, 0.75)', lambda: divmod(0.5, 0.75))
show('divmod(1.5, 0.75)', lambda: divmod(1.5, 0.75))
show('divmod(2.5, 0.75)', lambda: divmod(2.5, 0.75))
show('divmod(-2.5, 0.75)', lambda: divmod(-2.5, 0.75))
show('divmod(1e-7, 0.75)', lambda: divmod(1e-7, 0.75))
show('divmod(123456.789, 0.75)', lambda: divmod(123456.789, 0.75))
show('divmod(1e16, 0.75)', lambda: divmod(1e16, 0.75))
show('divmod(INF, 0.75)', lambda: divmod(INF, 0.75))
show('divmod(NAN, 0.75)', lambda: divmod(NAN, 0.75))
