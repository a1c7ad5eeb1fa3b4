"""f-strings with expressions, nested specs, conversions and self-documenting fields."""

value = 3.14159
width = 10
prec = 3
items = ['a', 'b', 'c']

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("f'{2 + 3}'", lambda: f'{2 + 3}')
show('f\'{"nested"!r}\'', lambda: f'{"nested"!r}')
show("f'{value:>{width}.{prec}f}'", lambda: f'{value:>{width}.{prec}f}')
show("f'{value=}'", lambda: f'{value=}')
show("f'{value = :.1f}'", lambda: f'{value = :.1f}')
show("f'{items[1]}'", lambda: f'{items[1]}')
show("f'{len(items)} items'", lambda: f'{len(items)} items')
show('f\'{"yes" if value > 3 else "no"}\'', lambda: f'{"yes" if value > 3 else "no"}')
show("f'{{braces}}'", lambda: f'{{braces}}')
show("f'{3.0:g}|{10**6:,}|{0.5:%}'", lambda: f'{3.0:g}|{10**6:,}|{0.5:%}')
show("f'{items!s:^12}'", lambda: f'{items!s:^12}')
