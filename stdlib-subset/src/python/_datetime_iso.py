"""ISO 8601 for the datetime module: the ISO calendar (week numbering and `IsoCalendarDate`,
what `date.isocalendar()` returns) and the parsing of the forms `fromisoformat` reads."""

from _datetime_base import MAXYEAR, MINYEAR, _is_leap, _ord2ymd, _ymd2ord, timedelta, timezone

# What is defined here shows `datetime` as its `__module__`, as CPython's does.
__name__ = "datetime"


def _iso_calendar(year, month, day):
    ordinal = _ymd2ord(year, month, day)
    week1monday = _iso_week1_monday(year)
    week, weekday = divmod(ordinal - week1monday, 7)
    if week < 0:
        year -= 1
        week1monday = _iso_week1_monday(year)
        week, weekday = divmod(ordinal - week1monday, 7)
    elif week >= 52 and ordinal >= _iso_week1_monday(year + 1):
        year += 1
        week = 0
    return year, week + 1, weekday + 1


def _iso_week1_monday(year):
    firstday = _ymd2ord(year, 1, 1)
    firstweekday = (firstday + 6) % 7
    week1monday = firstday - firstweekday
    if firstweekday > 3:
        week1monday += 7
    return week1monday


class IsoCalendarDate(tuple):
    def __new__(cls, year, week, weekday):
        return tuple.__new__(cls, (year, week, weekday))

    year = property(lambda self: self[0])
    week = property(lambda self: self[1])
    weekday = property(lambda self: self[2])

    def __repr__(self):
        return f"datetime.IsoCalendarDate(year={self[0]}, week={self[1]}, weekday={self[2]})"


def _parse_iso_date(text):
    """(year, month, day) of `YYYY-MM-DD`, `YYYYMMDD`, `YYYY-Www-D` or `YYYY-DDD` forms."""
    if len(text) >= 8 and text[4:5] == "-" and text[5:6] == "W" or len(text) >= 7 and text[4:5] == "W":
        compact = text[4:5] == "W"
        year = int(text[0:4])
        week = int(text[5:7] if compact else text[6:8])
        rest = text[7:] if compact else text[8:]
        day = 1
        if rest:
            day = int(rest[-1])
        return _ord2ymd(_iso_ordinal(year, week, day))
    if len(text) == 10 and text[4] == "-" and text[7] == "-":
        return int(text[0:4]), int(text[5:7]), int(text[8:10])
    if len(text) == 8 and text.isdigit():
        return int(text[0:4]), int(text[4:6]), int(text[6:8])
    raise ValueError


def _iso_ordinal(year, week, day):
    """The ordinal of ISO week date (year, week, day), with CPython's errors: week 53 only in
    the years that have one (those starting on a Thursday, leap years starting on a
    Wednesday)."""
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError(f"Year is out of range: {year}")
    if not 0 < week < 53:
        first_weekday = _ymd2ord(year, 1, 1) % 7
        has_week_53 = first_weekday == 4 or (first_weekday == 3 and _is_leap(year))
        if week != 53 or not has_week_53:
            raise ValueError(f"Invalid week: {week}")
    if not 0 < day < 8:
        raise ValueError(f"Invalid day: {day} (range is [1, 7])")
    return _iso_week1_monday(year) + (week - 1) * 7 + day - 1


def _parse_iso_time(text):
    """(hour, minute, second, microsecond, offset) of an ISO time: the offset is None without
    one, else a timedelta (zero for `Z`)."""
    offset = None
    for marker in "Z+-":
        index = text.find(marker)
        if index > 0:
            zone = text[index:]
            text = text[:index]
            if zone == "Z":
                offset = timedelta(0)
            else:
                sign = -1 if zone[0] == "-" else 1
                hh, mm, ss, us, _ = _parse_iso_clock(zone[1:])
                offset = sign * timedelta(hours=hh, minutes=mm, seconds=ss, microseconds=us)
            break
    hh, mm, ss, us, _ = _parse_iso_clock(text)
    return hh, mm, ss, us, offset


def _zone(offset):
    """The tzinfo of a parsed offset (made outside the parsing, so its errors are its own)."""
    if offset is None:
        return None
    return timezone.utc if not offset else timezone(offset)


def _parse_iso_clock(text):
    compact = ":" not in text
    fraction = 0
    for separator in ".,":
        if separator in text:
            text, digits = text.split(separator, 1)
            if not digits.isdigit() or not digits.isascii():
                raise ValueError
            fraction = int(digits[:6].ljust(6, "0"))
            break
    parts = [text[i : i + 2] for i in range(0, len(text), 2)] if compact else text.split(":")
    if not parts or len(parts) > 3 or any(len(p) != 2 or not p.isdigit() for p in parts):
        raise ValueError
    hh, mm, ss = (list(map(int, parts)) + [0, 0])[:3]
    return hh, mm, ss, fraction, None
