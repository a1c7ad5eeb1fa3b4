"""math.log in several bases, log2, log10, log1p, exp and expm1."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('math.log(math.e)', lambda: math.log(math.e))
show('math.log(8, 2)', lambda: math.log(8, 2))
show('math.log(1000, 10)', lambda: math.log(1000, 10))
show('math.log2(1024)', lambda: math.log2(1024))
show('math.log10(0.001)', lambda: math.log10(0.001))
show('math.log1p(0)', lambda: math.log1p(0))
show('math.exp(0)', lambda: math.exp(0))
show('round(math.exp(1), 10)', lambda: round(math.exp(1), 10))
show('math.expm1(0)', lambda: math.expm1(0))
show('math.log(0)', lambda: math.log(0))
show('math.log(-1)', lambda: math.log(-1))
show('math.log(10**400)', lambda: math.log(10**400))
show('math.exp(1000)', lambda: math.exp(1000))
