"""weekday, isoweekday, isocalendar and ordinals of dates."""

from datetime import date, datetime, time, timedelta, timezone

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('date(2024, 7, 4).weekday()', lambda: date(2024, 7, 4).weekday())
show('date(2024, 7, 4).isoweekday()', lambda: date(2024, 7, 4).isoweekday())
show('tuple(date(2024, 12, 30).isocalendar())', lambda: tuple(date(2024, 12, 30).isocalendar()))
show('date(2024, 1, 1).toordinal()', lambda: date(2024, 1, 1).toordinal())
show('date.fromordinal(738000)', lambda: date.fromordinal(738000))
show("date.fromisoformat('2024-02-29')", lambda: date.fromisoformat('2024-02-29'))
show("date(2024, 7, 4).strftime('%A %d %B %Y')", lambda: date(2024, 7, 4).strftime('%A %d %B %Y'))
show('date.fromisocalendar(2024, 1, 1)', lambda: date.fromisocalendar(2024, 1, 1))
show("[date(2024, m, 1).strftime('%b') for m in range(1, 13, 3)]", lambda: [date(2024, m, 1).strftime('%b') for m in range(1, 13, 3)])
