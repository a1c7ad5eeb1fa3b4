"""`strptime` for the datetime module: it returns the fields a format reads from a string, for
`datetime.strptime` to build its value from. The locale is always C, as a sandbox has no other.
(Formatting is `time.strftime`'s, in `_time_format`.)"""

_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"]
_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _number(text, pos, min_digits, max_digits):
    end = pos
    while end < len(text) and end - pos < max_digits and text[end].isdigit() and text[end].isascii():
        end += 1
    if end - pos < min_digits:
        return None, pos
    return int(text[pos:end]), end


def _name(text, pos, names):
    for index, name in sorted(enumerate(names), key=lambda item: -len(item[1])):
        if text[pos : pos + len(name)].lower() == name.lower():
            return index, pos + len(name)
    return None, pos


_RANGES = {
    "m": (1, 12), "d": (1, 31), "H": (0, 23), "I": (1, 12), "M": (0, 59), "S": (0, 61),
    "j": (1, 366), "U": (0, 53), "W": (0, 53), "V": (1, 53), "u": (1, 7), "w": (0, 6),
}


def strptime(text, fmt):
    """The fields `fmt` reads from `text`, or ValueError with CPython's message."""
    fields = {}
    pos = 0
    i = 0
    if not isinstance(text, str):
        raise TypeError(f"strptime() argument 1 must be str, not {type(text).__name__}")
    if not isinstance(fmt, str):
        raise TypeError(f"strptime() argument 2 must be str, not {type(fmt).__name__}")
    mismatch = ValueError(f"time data {text!r} does not match format {fmt!r}")
    while i < len(fmt):
        ch = fmt[i]
        if ch.isspace():
            while pos < len(text) and text[pos].isspace():
                pos += 1
            i += 1
            continue
        if ch == "%" and i + 1 >= len(fmt):
            raise ValueError(f"stray % in format '{fmt}'")
        if ch != "%":
            if pos >= len(text) or text[pos] != ch:
                raise mismatch
            pos += 1
            i += 1
            continue
        d = fmt[i + 1]
        i += 2
        value = None
        if d in "YmdHMSyjIfGVUWuw":
            widths = {"Y": (4, 4), "f": (1, 6), "j": (1, 3), "G": (4, 4), "u": (1, 1), "w": (1, 1)}
            low, high = widths.get(d, (1, 2))
            start = pos
            value, pos = _number(text, pos, low, high)
            if value is None or not _RANGES.get(d, (value, value))[0] <= value <= _RANGES.get(d, (value, value))[1]:
                raise mismatch
            if d == "f":
                value = int(text[start:pos].ljust(6, "0"))
            fields[d] = value
        elif d in "Bb" or d == "h":
            value, pos = _name(text, pos, _MONTHS if d == "B" else [m[:3] for m in _MONTHS])
            if value is None:
                value, pos = _name(text, pos, _MONTHS)
            if value is None:
                raise mismatch
            fields["m"] = value + 1
        elif d in "Aa":
            value, pos = _name(text, pos, _DAYS if d == "A" else [day[:3] for day in _DAYS])
            if value is None:
                value, pos = _name(text, pos, _DAYS)
            if value is None:
                raise mismatch
            fields["weekday"] = value
        elif d == "p":
            value, pos = _name(text, pos, ["AM", "PM"])
            if value is None:
                raise mismatch
            fields["p"] = value
        elif d == "z":
            if text[pos : pos + 1] == "Z":
                fields["z"] = 0
                pos += 1
                continue
            sign = text[pos : pos + 1]
            if sign not in ("+", "-"):
                raise mismatch
            rest = text[pos + 1 :]
            hh = rest[:2]
            if rest[2:3] == ":":
                mm = rest[3:5]
                length = 5
            else:
                mm = rest[2:4]
                length = 4
            if not (hh.isdigit() and mm.isdigit()):
                raise mismatch
            seconds = int(hh) * 3600 + int(mm) * 60
            pos += 1 + length
            fields["z"] = -seconds if sign == "-" else seconds
        elif d == "Z":
            for zone in ("UTC", "GMT"):
                if text.startswith(zone, pos):
                    fields["Z"] = zone
                    pos += 3
                    break
            else:
                raise mismatch
        elif d == "%":
            if text[pos : pos + 1] != "%":
                raise mismatch
            pos += 1
        else:
            raise ValueError(f"'{d}' is a bad directive in format '{fmt}'")
    if pos != len(text):
        raise ValueError(f"unconverted data remains: {text[pos:]}")
    return fields


def _from_week_number(year, week, weekday, monday_first, ymd2ord):
    """The day of the year (1-based, possibly outside the year) of `weekday` (Monday 0) in week
    `week` of `year` as %W (weeks from Monday) or %U (from Sunday) count them."""
    first_weekday = (ymd2ord(year, 1, 1) + 6) % 7
    if not monday_first:
        first_weekday = (first_weekday + 1) % 7
        weekday = (weekday + 1) % 7
    if week == 0:
        return 1 + weekday - first_weekday
    return 1 + (7 - first_weekday) % 7 + 7 * (week - 1) + weekday


def _from_iso_week(iso_year, iso_week, iso_weekday, ymd2ord):
    """(year, day of that year) of an ISO year, week and weekday (Monday 1)."""
    correction = (ymd2ord(iso_year, 1, 4) + 6) % 7 + 1 + 3
    day = iso_week * 7 + iso_weekday - correction
    if day < 1:
        day += ymd2ord(iso_year, 1, 1)
        iso_year -= 1
        day -= ymd2ord(iso_year, 1, 1)
    return iso_year, day


def calendar_date(fields, ymd2ord, ord2ymd, is_leap):
    """(year, month, day) of the date fields strptime read, as CPython's _strptime works them
    out: a day of the year, or a week number with a weekday, decides over month and day."""
    year = fields.get("Y")
    if "y" in fields:
        year = fields["y"] + (2000 if fields["y"] < 69 else 1900)
    weekday = fields.get("weekday")
    if "w" in fields:
        weekday = 6 if fields["w"] == 0 else fields["w"] - 1
    if "u" in fields:
        weekday = fields["u"] - 1
    julian = fields.get("j")
    weekday_directives = "('%A', '%a', '%w', or '%u')"
    if "G" in fields:
        if julian is not None:
            raise ValueError("Day of the year directive '%j' is not compatible with ISO year directive '%G'. "
                             "Use '%Y' instead.")
        if "V" not in fields or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with the ISO week directive '%V' and a "
                             f"weekday directive {weekday_directives}.")
    elif "V" in fields:
        if year is None or weekday is None:
            raise ValueError("ISO week directive '%V' must be used with the ISO year directive '%G' and a "
                             f"weekday directive {weekday_directives}.")
        raise ValueError("ISO week directive '%V' is incompatible with the year directive '%Y'. "
                         "Use the ISO year directive '%G' instead.")
    if year is None:
        year = 1900
    if julian is None and weekday is not None:
        if "U" in fields or "W" in fields:
            monday_first = "W" in fields
            week = fields["W"] if monday_first else fields["U"]
            julian = _from_week_number(year, week, weekday, monday_first, ymd2ord)
        elif "G" in fields:
            year, julian = _from_iso_week(fields["G"], fields["V"], weekday + 1, ymd2ord)
        if julian is not None and julian <= 0:
            year -= 1
            julian += 366 if is_leap(year) else 365
    if julian is None:
        return year, fields.get("m", 1), fields.get("d", 1)
    return ord2ymd(julian - 1 + ymd2ord(year, 1, 1))
