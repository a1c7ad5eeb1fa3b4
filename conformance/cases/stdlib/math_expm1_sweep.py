"""math.expm1, exp(x) - 1, over zero, small, large, negative and special inputs."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('round(math.expm1(0), 12)', lambda: round(math.expm1(0), 12))
show('round(math.expm1(1), 12)', lambda: round(math.expm1(1), 12))
show('round(math.expm1(-1), 12)', lambda: round(math.expm1(-1), 12))
show('round(math.expm1(0.5), 12)', lambda: round(math.expm1(0.5), 12))
show('round(math.expm1(2), 12)', lambda: round(math.expm1(2), 12))
show('round(math.expm1(10), 12)', lambda: round(math.expm1(10), 12))
show('round(math.expm1(1e-300), 12)', lambda: round(math.expm1(1e-300), 12))
show('round(math.expm1(1e300), 12)', lambda: round(math.expm1(1e300), 12))
show('round(math.expm1(-2.5), 12)', lambda: round(math.expm1(-2.5), 12))
show('round(math.expm1(math.inf), 12)', lambda: round(math.expm1(math.inf), 12))
show('round(math.expm1(math.nan), 12)', lambda: round(math.expm1(math.nan), 12))
