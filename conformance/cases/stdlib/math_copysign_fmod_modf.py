"""math.copysign, fmod, modf, remainder and frexp/ldexp."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('math.copysign(3, -0.0)', lambda: math.copysign(3, -0.0))
show('math.fmod(-7, 3)', lambda: math.fmod(-7, 3))
show('-7 % 3', lambda: -7 % 3)
show('math.modf(3.75)', lambda: math.modf(3.75))
show('math.modf(-3.75)', lambda: math.modf(-3.75))
show('math.remainder(7, 3)', lambda: math.remainder(7, 3))
show('math.frexp(8.0)', lambda: math.frexp(8.0))
show('math.ldexp(0.5, 4)', lambda: math.ldexp(0.5, 4))
show('math.fmod(1, 0)', lambda: math.fmod(1, 0))
show('math.fabs(-3)', lambda: math.fabs(-3))
