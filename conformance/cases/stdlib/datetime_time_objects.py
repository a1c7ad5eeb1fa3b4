"""time objects: construction, replace, isoformat and errors."""

from datetime import time

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('time(14, 5)', lambda: time(14, 5))
show('time(14, 5).isoformat()', lambda: time(14, 5).isoformat())
show("time(14, 5, 7, 120).isoformat(timespec='milliseconds')", lambda: time(14, 5, 7, 120).isoformat(timespec='milliseconds'))
show("time.fromisoformat('08:30:15')", lambda: time.fromisoformat('08:30:15'))
show('time(23, 59).replace(minute=0)', lambda: time(23, 59).replace(minute=0))
show('time(25)', lambda: time(25))
show('time(1, 60)', lambda: time(1, 60))
show('str(time())', lambda: str(time()))
show("time(12).strftime('%H:%M')", lambda: time(12).strftime('%H:%M'))
