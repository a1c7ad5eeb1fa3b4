"""math.acos, the arc cosine, over zero, small, large, negative and special inputs."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('round(math.acos(0), 12)', lambda: round(math.acos(0), 12))
show('round(math.acos(1), 12)', lambda: round(math.acos(1), 12))
show('round(math.acos(-1), 12)', lambda: round(math.acos(-1), 12))
show('round(math.acos(0.5), 12)', lambda: round(math.acos(0.5), 12))
show('round(math.acos(2), 12)', lambda: round(math.acos(2), 12))
show('round(math.acos(10), 12)', lambda: round(math.acos(10), 12))
show('round(math.acos(1e-300), 12)', lambda: round(math.acos(1e-300), 12))
show('round(math.acos(1e300), 12)', lambda: round(math.acos(1e300), 12))
show('round(math.acos(-2.5), 12)', lambda: round(math.acos(-2.5), 12))
show('round(math.acos(math.inf), 12)', lambda: round(math.acos(math.inf), 12))
show('round(math.acos(math.nan), 12)', lambda: round(math.acos(math.nan), 12))
