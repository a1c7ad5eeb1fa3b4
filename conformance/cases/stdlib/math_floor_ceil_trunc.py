"""math.floor, ceil and trunc on floats, ints and negatives."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('math.floor(2.7)', lambda: math.floor(2.7))
show('math.floor(-2.7)', lambda: math.floor(-2.7))
show('math.ceil(2.1)', lambda: math.ceil(2.1))
show('math.ceil(-2.1)', lambda: math.ceil(-2.1))
show('math.trunc(-2.9)', lambda: math.trunc(-2.9))
show('math.floor(10**20 + 0.0)', lambda: math.floor(10**20 + 0.0))
show('type(math.floor(1.5))', lambda: type(math.floor(1.5)))
show('math.ceil(5)', lambda: math.ceil(5))
show("math.floor(float('inf'))", lambda: math.floor(float('inf')))
show("math.ceil(float('nan'))", lambda: math.ceil(float('nan')))
show("math.floor('1')", lambda: math.floor('1'))
