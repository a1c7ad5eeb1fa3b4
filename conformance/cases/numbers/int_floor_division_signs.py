"""Floor division and modulo with every sign combination."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('7 // 2', lambda: 7 // 2)
show('-7 // 2', lambda: -7 // 2)
show('7 // -2', lambda: 7 // -2)
show('-7 // -2', lambda: -7 // -2)
show('7 % 3', lambda: 7 % 3)
show('-7 % 3', lambda: -7 % 3)
show('7 % -3', lambda: 7 % -3)
show('-7 % -3', lambda: -7 % -3)
show('divmod(-7, 2)', lambda: divmod(-7, 2))
show('divmod(7, -2)', lambda: divmod(7, -2))
show('0 // 5', lambda: 0 // 5)
show('-1 // 10', lambda: -1 // 10)
show('10 ** 20 // 3', lambda: 10 ** 20 // 3)
show('-(10 ** 20) % 7', lambda: -(10 ** 20) % 7)
