"""Aware datetimes with fixed offsets and UTC conversion."""

from datetime import datetime, timedelta, timezone

aware = datetime(2024, 6, 1, 12, 0, tzinfo=timezone(timedelta(hours=2)))

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('aware.isoformat()', lambda: aware.isoformat())
show('aware.astimezone(timezone.utc).isoformat()', lambda: aware.astimezone(timezone.utc).isoformat())
show('aware.utcoffset()', lambda: aware.utcoffset())
show('str(timezone(timedelta(hours=-5)))', lambda: str(timezone(timedelta(hours=-5))))
show('aware.tzname()', lambda: aware.tzname())
show('aware == aware.astimezone(timezone.utc)', lambda: aware == aware.astimezone(timezone.utc))
show('aware - datetime(2024, 1, 1, tzinfo=timezone.utc)', lambda: aware - datetime(2024, 1, 1, tzinfo=timezone.utc))
show('aware - datetime(2024, 1, 1)', lambda: aware - datetime(2024, 1, 1))
show('timezone(timedelta(hours=24))', lambda: timezone(timedelta(hours=24)))
