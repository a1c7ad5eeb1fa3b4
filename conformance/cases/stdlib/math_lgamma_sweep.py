"""math.lgamma, the log-gamma function, over zero, small, large, negative and special inputs."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('round(math.lgamma(0), 12)', lambda: round(math.lgamma(0), 12))
show('round(math.lgamma(1), 12)', lambda: round(math.lgamma(1), 12))
show('round(math.lgamma(-1), 12)', lambda: round(math.lgamma(-1), 12))
show('round(math.lgamma(0.5), 12)', lambda: round(math.lgamma(0.5), 12))
show('round(math.lgamma(2), 12)', lambda: round(math.lgamma(2), 12))
show('round(math.lgamma(10), 12)', lambda: round(math.lgamma(10), 12))
show('round(math.lgamma(1e-300), 12)', lambda: round(math.lgamma(1e-300), 12))
show('round(math.lgamma(1e300), 12)', lambda: round(math.lgamma(1e300), 12))
show('round(math.lgamma(-2.5), 12)', lambda: round(math.lgamma(-2.5), 12))
show('round(math.lgamma(math.inf), 12)', lambda: round(math.lgamma(math.inf), 12))
show('round(math.lgamma(math.nan), 12)', lambda: round(math.lgamma(math.nan), 12))
