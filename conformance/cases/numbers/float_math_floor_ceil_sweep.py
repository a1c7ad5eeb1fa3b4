"""math.floor and math.ceil across finite floats, errors for specials."""

import math

INF = float('inf')
NAN = float('nan')

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(math.floor(0.0), math.ceil(0.0))', lambda: (math.floor(0.0), math.ceil(0.0)))
show('(math.floor(-0.0), math.ceil(-0.0))', lambda: (math.floor(-0.0), math.ceil(-0.0)))
show('(math.floor(0.5), math.ceil(0.5))', lambda: (math.floor(0.5), math.ceil(0.5)))
show('(math.floor(1.5), math.ceil(1.5))', lambda: (math.floor(1.5), math.ceil(1.5)))
show('(math.floor(2.5), math.ceil(2.5))', lambda: (math.floor(2.5), math.ceil(2.5)))
show('(math.floor(-2.5), math.ceil(-2.5))', lambda: (math.floor(-2.5), math.ceil(-2.5)))
show('(math.floor(1e-7), math.ceil(1e-7))', lambda: (math.floor(1e-7), math.ceil(1e-7)))
show('(math.floor(123456.789), math.ceil(123456.789))', lambda: (math.floor(123456.789), math.ceil(123456.789)))
show('(math.floor(1e16), math.ceil(1e16))', lambda: (math.floor(1e16), math.ceil(1e16)))
show('(math.floor(INF), math.ceil(INF))', lambda: (math.floor(INF), math.ceil(INF)))
show('(math.floor(NAN), math.ceil(NAN))', lambda: (math.floor(NAN), math.ceil(NAN)))
