"""Float floor division and modulo with every sign combination."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('7.5 // 2', lambda: 7.5 // 2)
show('-7.5 // 2', lambda: -7.5 // 2)
show('7.5 % -2', lambda: 7.5 % -2)
show('-7.5 % 2', lambda: -7.5 % 2)
show('divmod(-7.5, 2)', lambda: divmod(-7.5, 2))
show('1.0 // 0.1', lambda: 1.0 // 0.1)
show('1.0 % 0.1', lambda: 1.0 % 0.1)
show('-0.0 % 5', lambda: -0.0 % 5)
show("5 % float('inf')", lambda: 5 % float('inf'))
show("-5 % float('inf')", lambda: -5 % float('inf'))
show('divmod(1e300, 1e-300)[1]', lambda: divmod(1e300, 1e-300)[1])
show('7.0 // 0', lambda: 7.0 // 0)
