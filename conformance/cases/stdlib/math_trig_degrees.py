"""Trigonometry with degree conversions, rounded for display."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('round(math.sin(math.pi / 6), 12)', lambda: round(math.sin(math.pi / 6), 12))
show('round(math.cos(math.pi / 3), 12)', lambda: round(math.cos(math.pi / 3), 12))
show('round(math.tan(math.pi / 4), 12)', lambda: round(math.tan(math.pi / 4), 12))
show('math.degrees(math.pi)', lambda: math.degrees(math.pi))
show('math.radians(180) == math.pi', lambda: math.radians(180) == math.pi)
show('round(math.degrees(math.atan2(1, 1)), 9)', lambda: round(math.degrees(math.atan2(1, 1)), 9))
show('math.atan2(0, -1) == math.pi', lambda: math.atan2(0, -1) == math.pi)
show('math.asin(2)', lambda: math.asin(2))
show('round(math.acos(0.5), 12)', lambda: round(math.acos(0.5), 12))
