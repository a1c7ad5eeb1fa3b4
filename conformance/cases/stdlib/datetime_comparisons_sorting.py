"""Comparing and sorting dates, times and datetimes."""

from datetime import date, datetime, time

dates = [date(2024, 5, 1), date(2023, 12, 31), date(2024, 1, 15)]

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('sorted(dates)', lambda: sorted(dates))
show('max(dates)', lambda: max(dates))
show('date(2024, 1, 1) < date(2024, 1, 2)', lambda: date(2024, 1, 1) < date(2024, 1, 2))
show('time(9, 30) < time(10)', lambda: time(9, 30) < time(10))
show('datetime(2024, 1, 1) == date(2024, 1, 1)', lambda: datetime(2024, 1, 1) == date(2024, 1, 1))
show('date(2024, 1, 1) < datetime(2024, 1, 2)', lambda: date(2024, 1, 1) < datetime(2024, 1, 2))
show('min(dates, key=lambda d: d.day)', lambda: min(dates, key=lambda d: d.day))
