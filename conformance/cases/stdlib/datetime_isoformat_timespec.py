"""ISO 8601 in datetime (3.11): fromisoformat accepting Z, compact forms, week dates and
fractions of any length, isoformat with timespec and sep, and the errors for each bad string
or option."""
from datetime import date, datetime, time, timedelta, timezone


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


for text in ["2024-03-07T10:20:30Z", "2024-03-07T10:20:30+05:30", "2024-03-07 10:20", "20240307T102030",
             "2024-03-07T10:20:30.5", "2024-03-07T10:20:30.123456789", "2024-03-07T10", "2024-W10-4", "2024W104",
             "2024-03-07T10:20:30-08", "2024-03-07T10:20:30.25+00:00", "2024-03-07T23:59:59.999999+14:00"]:
    attempt(text, lambda: datetime.fromisoformat(text))
for text in ["2024-03-07", "20240307", "2024-W01-1", "2024-W53-7", "2024-13-01", "2024-3-7", "24-03-07", "2024-03-07T"]:
    attempt(text, lambda: date.fromisoformat(text))
for text in ["10:20", "10:20:30.1", "T10:20:30", "102030", "10:20:30Z", "10:20:30+01:00", "24:00", "10:61", "10:20:30.1234567"]:
    attempt(text, lambda: time.fromisoformat(text))
attempt("fromisoformat int", lambda: datetime.fromisoformat(20240307))
attempt("fromisoformat empty", lambda: datetime.fromisoformat(""))
attempt("fromisoformat junk", lambda: datetime.fromisoformat("2024-03-07X10"))
dt = datetime(2024, 3, 7, 9, 5, 3, 4560, tzinfo=timezone(timedelta(hours=-3, minutes=-30)))
for spec in ["auto", "hours", "minutes", "seconds", "milliseconds", "microseconds"]:
    print(spec, dt.isoformat(timespec=spec), dt.time().isoformat(spec), dt.replace(microsecond=0).isoformat(" ", spec))
print(dt.isoformat("_"), datetime(2024, 1, 1).isoformat(), time(1, 2, 3, 400).isoformat(), time(0).isoformat())
attempt("bad timespec", lambda: dt.isoformat(timespec="nanoseconds"))
attempt("bad sep", lambda: dt.isoformat(sep="ab"))
attempt("time bad timespec", lambda: time(1).isoformat("weeks"))
print(date(2024, 3, 7).isoformat(), date(2024, 3, 7).isocalendar(), date.fromisocalendar(2024, 10, 4), str(dt), str(time(1, tzinfo=timezone.utc)))
attempt("fromisocalendar week 54", lambda: date.fromisocalendar(2024, 54, 1))
attempt("fromisocalendar day 8", lambda: date.fromisocalendar(2024, 1, 8))
print(datetime.fromisoformat(dt.isoformat()) == dt, time.fromisoformat(time(10, 5, tzinfo=timezone.utc).isoformat()))
