"""str.center, ljust, rjust and zfill with fill characters."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'ab'.center(7, '*')", lambda: 'ab'.center(7, '*'))
show("'abc'.center(6, '*')", lambda: 'abc'.center(6, '*'))
show("'ab'.center(1)", lambda: 'ab'.center(1))
show("'7'.rjust(3, '0')", lambda: '7'.rjust(3, '0'))
show("'name'.ljust(8, '.')", lambda: 'name'.ljust(8, '.'))
show("'42'.zfill(5)", lambda: '42'.zfill(5))
show("'-42'.zfill(5)", lambda: '-42'.zfill(5))
show("'+42'.zfill(5)", lambda: '+42'.zfill(5))
show("'abc'.zfill(2)", lambda: 'abc'.zfill(2))
show("''.zfill(3)", lambda: ''.zfill(3))
show("'x'.center(4)", lambda: 'x'.center(4))
show("'é'.rjust(3, 'é')", lambda: 'é'.rjust(3, 'é'))
