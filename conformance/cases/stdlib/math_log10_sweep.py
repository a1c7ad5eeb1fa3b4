"""math.log10, the base-10 logarithm, over zero, small, large, negative and special inputs."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('round(math.log10(0), 12)', lambda: round(math.log10(0), 12))
show('round(math.log10(1), 12)', lambda: round(math.log10(1), 12))
show('round(math.log10(-1), 12)', lambda: round(math.log10(-1), 12))
show('round(math.log10(0.5), 12)', lambda: round(math.log10(0.5), 12))
show('round(math.log10(2), 12)', lambda: round(math.log10(2), 12))
show('round(math.log10(10), 12)', lambda: round(math.log10(10), 12))
show('round(math.log10(1e-300), 12)', lambda: round(math.log10(1e-300), 12))
show('round(math.log10(1e300), 12)', lambda: round(math.log10(1e300), 12))
show('round(math.log10(-2.5), 12)', lambda: round(math.log10(-2.5), 12))
show('round(math.log10(math.inf), 12)', lambda: round(math.log10(math.inf), 12))
show('round(math.log10(math.nan), 12)', lambda: round(math.log10(math.nan), 12))
