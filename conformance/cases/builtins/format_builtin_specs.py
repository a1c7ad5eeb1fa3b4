"""format() with numbers, strings and empty specs."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('format(3.5)', lambda: format(3.5))
show("format(42, 'b')", lambda: format(42, 'b'))
show("format(0.5, '.0%')", lambda: format(0.5, '.0%'))
show("format('x', '^3')", lambda: format('x', '^3'))
show("format(1234567, ',d')", lambda: format(1234567, ',d'))
show("format(-7, '+04d')", lambda: format(-7, '+04d'))
show("format(1e-5, '.2g')", lambda: format(1e-5, '.2g'))
show("format(True, 'd')", lambda: format(True, 'd'))
show('format(True)', lambda: format(True))
show('format(None)', lambda: format(None))
show("format(3 + 4j, '.1f')", lambda: format(3 + 4j, '.1f'))
show('format([1, 2])', lambda: format([1, 2]))
