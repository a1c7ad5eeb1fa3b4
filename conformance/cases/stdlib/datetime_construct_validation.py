"""Constructing dates and datetimes with out-of-range fields."""

from datetime import date, datetime, time, timedelta, timezone

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('date(2024, 2, 30)', lambda: date(2024, 2, 30))
show('date(2023, 2, 29)', lambda: date(2023, 2, 29))
show('date(0, 1, 1)', lambda: date(0, 1, 1))
show('date(2024, 0, 1)', lambda: date(2024, 0, 1))
show('datetime(2024, 1, 1, 24)', lambda: datetime(2024, 1, 1, 24))
show("date(2024, 1, '1')", lambda: date(2024, 1, '1'))
show('date(2024, 12, 31)', lambda: date(2024, 12, 31))
show('datetime(2024, 1, 1, 23, 59, 59, 999999)', lambda: datetime(2024, 1, 1, 23, 59, 59, 999999))
