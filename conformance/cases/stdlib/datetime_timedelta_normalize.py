"""timedelta normalizes its fields and supports arithmetic."""

from datetime import date, datetime, time, timedelta, timezone

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('timedelta(hours=25)', lambda: timedelta(hours=25))
show('timedelta(seconds=-1)', lambda: timedelta(seconds=-1))
show('timedelta(minutes=90).total_seconds()', lambda: timedelta(minutes=90).total_seconds())
show('str(timedelta(days=1, seconds=3661))', lambda: str(timedelta(days=1, seconds=3661)))
show('str(timedelta(seconds=-30))', lambda: str(timedelta(seconds=-30)))
show('timedelta(days=1) / timedelta(hours=1)', lambda: timedelta(days=1) / timedelta(hours=1))
show('timedelta(days=7) // 3', lambda: timedelta(days=7) // 3)
show('timedelta(hours=1) * 2.5', lambda: timedelta(hours=1) * 2.5)
show('abs(timedelta(days=-2))', lambda: abs(timedelta(days=-2)))
show('timedelta(weeks=1, milliseconds=1)', lambda: timedelta(weeks=1, milliseconds=1))
show('divmod(timedelta(hours=5), timedelta(hours=2))', lambda: divmod(timedelta(hours=5), timedelta(hours=2)))
show('timedelta(days=10**9)', lambda: timedelta(days=10**9))
