"""math.isclose with relative and absolute tolerances."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('math.isclose(0.1 + 0.2, 0.3)', lambda: math.isclose(0.1 + 0.2, 0.3))
show('math.isclose(1.0, 1.001)', lambda: math.isclose(1.0, 1.001))
show('math.isclose(1.0, 1.001, rel_tol=1e-2)', lambda: math.isclose(1.0, 1.001, rel_tol=1e-2))
show('math.isclose(0.0, 1e-10)', lambda: math.isclose(0.0, 1e-10))
show('math.isclose(0.0, 1e-10, abs_tol=1e-9)', lambda: math.isclose(0.0, 1e-10, abs_tol=1e-9))
show("math.isclose(float('inf'), float('inf'))", lambda: math.isclose(float('inf'), float('inf')))
show("math.isclose(float('nan'), float('nan'))", lambda: math.isclose(float('nan'), float('nan')))
show('math.isclose(1, 1, rel_tol=-1)', lambda: math.isclose(1, 1, rel_tol=-1))
