"""math.tan, the tangent, over zero, small, large, negative and special inputs."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('round(math.tan(0), 12)', lambda: round(math.tan(0), 12))
show('round(math.tan(1), 12)', lambda: round(math.tan(1), 12))
show('round(math.tan(-1), 12)', lambda: round(math.tan(-1), 12))
show('round(math.tan(0.5), 12)', lambda: round(math.tan(0.5), 12))
show('round(math.tan(2), 12)', lambda: round(math.tan(2), 12))
show('round(math.tan(10), 12)', lambda: round(math.tan(10), 12))
show('round(math.tan(1e-300), 12)', lambda: round(math.tan(1e-300), 12))
show('round(math.tan(1e300), 12)', lambda: round(math.tan(1e300), 12))
show('round(math.tan(-2.5), 12)', lambda: round(math.tan(-2.5), 12))
show('round(math.tan(math.inf), 12)', lambda: round(math.tan(math.inf), 12))
show('round(math.tan(math.nan), 12)', lambda: round(math.tan(math.nan), 12))
