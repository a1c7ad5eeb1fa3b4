"""datetime strftime, strptime and isoformat round trips."""

from datetime import datetime

dt = datetime(2024, 3, 5, 14, 7, 9, 250)

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('dt.isoformat()', lambda: dt.isoformat())
show("dt.isoformat(sep=' ', timespec='minutes')", lambda: dt.isoformat(sep=' ', timespec='minutes'))
show("dt.strftime('%Y-%m-%d %H:%M:%S')", lambda: dt.strftime('%Y-%m-%d %H:%M:%S'))
show("dt.strftime('%I:%M %p')", lambda: dt.strftime('%I:%M %p'))
show("datetime.strptime('2024-03-05 14:07', '%Y-%m-%d %H:%M')", lambda: datetime.strptime('2024-03-05 14:07', '%Y-%m-%d %H:%M'))
show("datetime.fromisoformat('2024-03-05T14:07:09')", lambda: datetime.fromisoformat('2024-03-05T14:07:09'))
show("datetime.strptime('5 March 2024', '%d %B %Y').date()", lambda: datetime.strptime('5 March 2024', '%d %B %Y').date())
show("datetime.strptime('2024-13-01', '%Y-%m-%d')", lambda: datetime.strptime('2024-13-01', '%Y-%m-%d'))
show("dt.strftime('%j %U %w')", lambda: dt.strftime('%j %U %w'))
show('str(dt)', lambda: str(dt))
