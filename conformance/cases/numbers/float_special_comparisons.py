"""Comparisons and arithmetic with inf, nan and negative zero."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("float('inf') > 10**400", lambda: float('inf') > 10**400)
show("float('nan') == float('nan')", lambda: float('nan') == float('nan'))
show("float('inf') - float('inf')", lambda: float('inf') - float('inf'))
show('0.0 == -0.0', lambda: 0.0 == -0.0)
show("1 / float('inf')", lambda: 1 / float('inf'))
show("-1 / float('inf')", lambda: -1 / float('inf'))
show("float('inf') * 0", lambda: float('inf') * 0)
show("max(1, float('nan'))", lambda: max(1, float('nan')))
show("min(float('nan'), 1)", lambda: min(float('nan'), 1))
show("sorted([3, float('inf'), -float('inf'), 0])", lambda: sorted([3, float('inf'), -float('inf'), 0]))
show("float('-0.0')", lambda: float('-0.0'))
show('abs(-0.0)', lambda: abs(-0.0))
show('1e308 * 10', lambda: 1e308 * 10)
show('-1e308 * 10', lambda: -1e308 * 10)
