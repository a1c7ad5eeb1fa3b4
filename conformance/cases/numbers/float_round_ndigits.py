"""round() on floats with positive, zero and negative ndigits."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('round(2.675, 2)', lambda: round(2.675, 2))
show('round(0.5)', lambda: round(0.5))
show('round(1.5)', lambda: round(1.5))
show('round(-0.5)', lambda: round(-0.5))
show('round(1234.5678, -2)', lambda: round(1234.5678, -2))
show('round(1234.5678, 1)', lambda: round(1234.5678, 1))
show('round(1e300, -299)', lambda: round(1e300, -299))
show('round(0.125, 2)', lambda: round(0.125, 2))
show('round(5, -1)', lambda: round(5, -1))
show('round(15, -1)', lambda: round(15, -1))
show('round(25, -1)', lambda: round(25, -1))
show('round(-25, -1)', lambda: round(-25, -1))
show('type(round(2.5))', lambda: type(round(2.5)))
show('type(round(2.5, 0))', lambda: type(round(2.5, 0)))
show("round(float('inf'))", lambda: round(float('inf')))
show("round(float('nan'), 1)", lambda: round(float('nan'), 1))
