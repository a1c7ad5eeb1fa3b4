"""math.log2, the base-2 logarithm, over zero, small, large, negative and special inputs."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('round(math.log2(0), 12)', lambda: round(math.log2(0), 12))
show('round(math.log2(1), 12)', lambda: round(math.log2(1), 12))
show('round(math.log2(-1), 12)', lambda: round(math.log2(-1), 12))
show('round(math.log2(0.5), 12)', lambda: round(math.log2(0.5), 12))
show('round(math.log2(2), 12)', lambda: round(math.log2(2), 12))
show('round(math.log2(10), 12)', lambda: round(math.log2(10), 12))
show('round(math.log2(1e-300), 12)', lambda: round(math.log2(1e-300), 12))
show('round(math.log2(1e300), 12)', lambda: round(math.log2(1e300), 12))
show('round(math.log2(-2.5), 12)', lambda: round(math.log2(-2.5), 12))
show('round(math.log2(math.inf), 12)', lambda: round(math.log2(math.inf), 12))
show('round(math.log2(math.nan), 12)', lambda: round(math.log2(math.nan), 12))
