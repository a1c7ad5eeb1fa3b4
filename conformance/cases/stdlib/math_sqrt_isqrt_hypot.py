"""math.sqrt, isqrt, hypot and dist."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('math.sqrt(16)', lambda: math.sqrt(16))
show('math.sqrt(2)', lambda: math.sqrt(2))
show('math.isqrt(17)', lambda: math.isqrt(17))
show('math.isqrt(10**40)', lambda: math.isqrt(10**40))
show('math.hypot(3, 4)', lambda: math.hypot(3, 4))
show('math.hypot(1, 2, 2)', lambda: math.hypot(1, 2, 2))
show('math.dist((0, 0), (3, 4))', lambda: math.dist((0, 0), (3, 4)))
show('math.sqrt(-1)', lambda: math.sqrt(-1))
show('math.isqrt(-1)', lambda: math.isqrt(-1))
show('math.sqrt(0.0)', lambda: math.sqrt(0.0))
show('math.hypot()', lambda: math.hypot())
