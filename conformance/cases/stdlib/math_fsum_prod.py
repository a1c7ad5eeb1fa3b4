"""math.fsum exact summation and math.prod."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('sum([0.1] * 10)', lambda: sum([0.1] * 10))
show('math.fsum([0.1] * 10)', lambda: math.fsum([0.1] * 10))
show('math.fsum([1e100, 1.0, -1e100])', lambda: math.fsum([1e100, 1.0, -1e100]))
show('math.prod([1, 2, 3, 4])', lambda: math.prod([1, 2, 3, 4]))
show('math.prod([])', lambda: math.prod([]))
show('math.prod([2, 0.5])', lambda: math.prod([2, 0.5]))
show('math.prod(range(1, 6), start=2)', lambda: math.prod(range(1, 6), start=2))
show('math.fsum([])', lambda: math.fsum([]))
show("math.fsum([float('inf'), 1])", lambda: math.fsum([float('inf'), 1]))
