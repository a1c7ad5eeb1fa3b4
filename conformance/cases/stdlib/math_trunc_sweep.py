"""math.trunc, truncation toward zero, over zero, small, large, negative and special inputs."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('math.trunc(0)', lambda: math.trunc(0))
show('math.trunc(1)', lambda: math.trunc(1))
show('math.trunc(-1)', lambda: math.trunc(-1))
show('math.trunc(0.5)', lambda: math.trunc(0.5))
show('math.trunc(2)', lambda: math.trunc(2))
show('math.trunc(10)', lambda: math.trunc(10))
show('math.trunc(1e-300)', lambda: math.trunc(1e-300))
show('math.trunc(1e300)', lambda: math.trunc(1e300))
show('math.trunc(-2.5)', lambda: math.trunc(-2.5))
show('math.trunc(math.inf)', lambda: math.trunc(math.inf))
show('math.trunc(math.nan)', lambda: math.trunc(math.nan))
