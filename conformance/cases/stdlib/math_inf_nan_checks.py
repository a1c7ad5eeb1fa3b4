"""math.isinf, isnan, isfinite and the inf and nan constants."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('math.isinf(math.inf)', lambda: math.isinf(math.inf))
show('math.isnan(math.nan)', lambda: math.isnan(math.nan))
show('math.isfinite(1e308)', lambda: math.isfinite(1e308))
show('math.isfinite(1e308 * 10)', lambda: math.isfinite(1e308 * 10))
show("math.inf == float('inf')", lambda: math.inf == float('inf'))
show('math.isnan(0.0 * math.inf)', lambda: math.isnan(0.0 * math.inf))
show('-math.inf < -10**300', lambda: -math.inf < -10**300)
show('math.isinf(10**400)', lambda: math.isinf(10**400))
show("math.isnan('x')", lambda: math.isnan('x'))
