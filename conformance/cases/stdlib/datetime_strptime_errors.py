"""datetime.strptime formats and failures: %z and %Z forms, %p with %I, %j and week numbers,
%f widths, literal percent, whitespace, and the messages for data that does not match,
leftover data and bad directives."""
from datetime import date, datetime, time


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


cases = [
    ("2024-03-07 14:05:09 +0530", "%Y-%m-%d %H:%M:%S %z"),
    ("2024-03-07T14:05:09-08:00", "%Y-%m-%dT%H:%M:%S%z"),
    ("2024-03-07 14:05 Z", "%Y-%m-%d %H:%M %z"),
    ("07 Mar 2024 02:05 AM", "%d %b %Y %I:%M %p"),
    ("07 Mar 2024 12:05 am", "%d %b %Y %I:%M %p"),
    ("Thursday, March 7, 2024", "%A, %B %d, %Y"),
    ("2024 067", "%Y %j"),
    ("2024 10 4", "%Y %W %w"),
    ("2024 10 4", "%Y %U %w"),
    ("12:00:00.5", "%H:%M:%S.%f"),
    ("12:00:00.123456", "%H:%M:%S.%f"),
    ("100%", "%d%%"),
    ("  7/3/24", "%d/%m/%y"),
    ("7/3/69", "%d/%m/%y"),
    ("7/3/68", "%d/%m/%y"),
    ("2024-03-07 UTC", "%Y-%m-%d %Z"),
    ("2024", "%Y"),
    ("5", "%m"),
]
for text, fmt in cases:
    attempt(f"{text!r} {fmt!r}", lambda: datetime.strptime(text, fmt))
attempt("no match", lambda: datetime.strptime("2024/03/07", "%Y-%m-%d"))
attempt("leftover", lambda: datetime.strptime("2024-03-07 extra", "%Y-%m-%d"))
attempt("bad directive", lambda: datetime.strptime("2024", "%Q"))
attempt("trailing percent", lambda: datetime.strptime("2024%", "%Y%"))
attempt("day out of range", lambda: datetime.strptime("2023-02-29", "%Y-%m-%d"))
attempt("hour 24", lambda: datetime.strptime("24:00", "%H:%M"))
attempt("bad %z", lambda: datetime.strptime("+25:00", "%z"))
attempt("fraction too long", lambda: datetime.strptime("0.1234567", "%S.%f"))
attempt("non-str", lambda: datetime.strptime(20240307, "%Y%m%d"))
attempt("format non-str", lambda: datetime.strptime("2024", 5))
print(datetime.strptime("2024-03-07", "%Y-%m-%d").date() == date(2024, 3, 7), time.fromisoformat("01:02") < time(1, 3))
parsed = datetime.strptime("2024-03-07 14:05:09 -0130", "%Y-%m-%d %H:%M:%S %z")
print(parsed.utcoffset(), parsed.tzname(), parsed.tzinfo, parsed.isoformat())
