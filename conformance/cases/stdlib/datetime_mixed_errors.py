"""datetime operations that mix kinds: naive with aware, date with datetime, overflow at the
ends of the range, and the exact TypeError/OverflowError/ValueError messages of each."""
from datetime import date, datetime, time, timedelta, timezone


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


naive = datetime(2024, 1, 1, 12)
aware = datetime(2024, 1, 1, 12, tzinfo=timezone.utc)
attempt("naive - aware", lambda: naive - aware)
attempt("naive < aware", lambda: naive < aware)
attempt("naive == aware", lambda: naive == aware)
attempt("date < datetime", lambda: date(2024, 1, 1) < naive)
attempt("datetime == date", lambda: naive == date(2024, 1, 1))
attempt("date - datetime", lambda: date(2024, 1, 2) - naive)
attempt("datetime - date", lambda: naive - date(2024, 1, 1))
attempt("date + date", lambda: date(2024, 1, 1) + date(2024, 1, 1))
attempt("date + int", lambda: date(2024, 1, 1) + 1)
attempt("datetime + datetime", lambda: naive + naive)
attempt("time + timedelta", lambda: time(1) + timedelta(hours=1))
attempt("time < time aware", lambda: time(1) < time(1, tzinfo=timezone.utc))
attempt("timedelta + int", lambda: timedelta(1) + 1)
attempt("timedelta * timedelta", lambda: timedelta(1) * timedelta(1))
attempt("int / timedelta", lambda: 1 / timedelta(1))
attempt("timedelta / 0", lambda: timedelta(1) / 0)
attempt("timedelta // 0", lambda: timedelta(1) // timedelta(0))
attempt("max + 1 day", lambda: date.max + timedelta(days=1))
attempt("min - 1 day", lambda: date.min - timedelta(days=1))
attempt("datetime max + 1us", lambda: datetime.max + timedelta(microseconds=1))
attempt("timedelta too big", lambda: timedelta(days=1_000_000_000))
attempt("timedelta max * 2", lambda: timedelta.max * 2)
attempt("timedelta str arg", lambda: timedelta(days="1"))
attempt("fromordinal 0", lambda: date.fromordinal(0))
attempt("replace month 13", lambda: date(2024, 1, 31).replace(month=13))
attempt("replace feb 30", lambda: date(2024, 1, 30).replace(month=2))
attempt("replace bad kw", lambda: date(2024, 1, 1).replace(hour=1))
attempt("timezone too big", lambda: timezone(timedelta(hours=24)))
attempt("timezone not timedelta", lambda: timezone(5))
attempt("timezone name type", lambda: timezone(timedelta(0), 5))
attempt("utcoffset seconds", lambda: timezone(timedelta(seconds=1.5)).utcoffset(None))
print(naive == naive.replace(tzinfo=None), aware - aware.astimezone(timezone(timedelta(hours=3))), naive != aware)
print(date.max, date.min, datetime.max, datetime.min, timedelta.max, timedelta.min, timedelta.resolution, time.max)
print(date(2024, 1, 1) == datetime(2024, 1, 1), date(2024, 1, 1) != datetime(2024, 1, 1), datetime(2024, 1, 1).date() == date(2024, 1, 1))
print(timedelta(days=-1, seconds=1), -timedelta(microseconds=1), abs(timedelta(days=-2, hours=3)), timedelta(0) == 0, bool(timedelta(0)))
print(divmod(timedelta(hours=25), timedelta(days=1)), timedelta(hours=25) % timedelta(days=1), timedelta(seconds=5) / 2.5, timedelta(seconds=1) * 0.5)
print(sorted([timedelta(-1), timedelta(0), timedelta(seconds=-1)]), max(date(2020, 1, 1), date(2019, 12, 31)), hash(timedelta(1)) == hash(timedelta(days=1)))
