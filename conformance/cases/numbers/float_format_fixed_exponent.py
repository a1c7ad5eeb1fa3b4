"""Float format specs: fixed, exponent, general and percent."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("f'{3.14159:.2f}'", lambda: f'{3.14159:.2f}')
show("f'{3.14159:10.3f}'", lambda: f'{3.14159:10.3f}')
show("f'{-0.5:.0f}'", lambda: f'{-0.5:.0f}')
show("f'{1.5:.0f}'", lambda: f'{1.5:.0f}')
show("f'{2.5:.0f}'", lambda: f'{2.5:.0f}')
show("f'{12345.678:e}'", lambda: f'{12345.678:e}')
show("f'{12345.678:.2E}'", lambda: f'{12345.678:.2E}')
show("f'{0.000123:g}'", lambda: f'{0.000123:g}')
show("f'{123456789.0:g}'", lambda: f'{123456789.0:g}')
show("f'{0.25:%}'", lambda: f'{0.25:%}')
show("f'{0.25:.1%}'", lambda: f'{0.25:.1%}')
show("f'{1e16:.0f}'", lambda: f'{1e16:.0f}')
show("f'{1234.5:,.2f}'", lambda: f'{1234.5:,.2f}')
show("f'{3.0:g}'", lambda: f'{3.0:g}')
show("f'{3.0:#g}'", lambda: f'{3.0:#g}')
show('f\'{float("nan"):f}\'', lambda: f'{float("nan"):f}')
show('f\'{float("-inf"):e}\'', lambda: f'{float("-inf"):e}')
show("f'{1.0:+.3}'", lambda: f'{1.0:+.3}')
