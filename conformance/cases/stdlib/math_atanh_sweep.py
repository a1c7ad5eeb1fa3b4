"""math.atanh, the inverse hyperbolic tangent, over zero, small, large, negative and special inputs."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('round(math.atanh(0), 12)', lambda: round(math.atanh(0), 12))
show('round(math.atanh(1), 12)', lambda: round(math.atanh(1), 12))
show('round(math.atanh(-1), 12)', lambda: round(math.atanh(-1), 12))
show('round(math.atanh(0.5), 12)', lambda: round(math.atanh(0.5), 12))
show('round(math.atanh(2), 12)', lambda: round(math.atanh(2), 12))
show('round(math.atanh(10), 12)', lambda: round(math.atanh(10), 12))
show('round(math.atanh(1e-300), 12)', lambda: round(math.atanh(1e-300), 12))
show('round(math.atanh(1e300), 12)', lambda: round(math.atanh(1e300), 12))
show('round(math.atanh(-2.5), 12)', lambda: round(math.atanh(-2.5), 12))
show('round(math.atanh(math.inf), 12)', lambda: round(math.atanh(math.inf), 12))
show('round(math.atanh(math.nan), 12)', lambda: round(math.atanh(math.nan), 12))
