"""date arithmetic with timedeltas and date differences."""

from datetime import date, datetime, time, timedelta, timezone

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('date(2024, 1, 31) + timedelta(days=1)', lambda: date(2024, 1, 31) + timedelta(days=1))
show('date(2024, 3, 1) - timedelta(days=1)', lambda: date(2024, 3, 1) - timedelta(days=1))
show('date(2023, 3, 1) - timedelta(days=1)', lambda: date(2023, 3, 1) - timedelta(days=1))
show('(date(2024, 12, 25) - date(2024, 1, 1)).days', lambda: (date(2024, 12, 25) - date(2024, 1, 1)).days)
show('date(2024, 1, 1) - date(2024, 12, 25)', lambda: date(2024, 1, 1) - date(2024, 12, 25))
show('date(2024, 2, 29).replace(year=2025)', lambda: date(2024, 2, 29).replace(year=2025))
show('date(1, 1, 1) - timedelta(days=1)', lambda: date(1, 1, 1) - timedelta(days=1))
show('date.max + timedelta(days=1)', lambda: date.max + timedelta(days=1))
