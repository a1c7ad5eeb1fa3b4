"""What `time` and `datetime` share about calendar time: timestamps as whole seconds of C's
`time_t`, the proleptic Gregorian calendar on day counts since the Unix epoch, and C's
`strftime` as the GNU C library formats a `struct tm` in the C locale (every directive it knows,
the `_ - 0 ^ #` flags, field widths and the `E`/`O` modifiers). The sandbox has no time zone:
local time is UTC."""

_DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
_MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                "October", "November", "December"]

# Directives formatted as another format, in the C locale.
_COMPOSITE = {
    "c": "%a %b %e %H:%M:%S %Y",
    "D": "%m/%d/%y",
    "F": "%Y-%m-%d",
    "r": "%I:%M:%S %p",
    "R": "%H:%M",
    "T": "%H:%M:%S",
    "x": "%m/%d/%y",
    "X": "%H:%M:%S",
}

# Timestamps must fit C's 64-bit time_t.
_TIME_T_LIMIT = 2**63

# The directives each modifier may precede; with any other, the sequence is printed as written.
_E_DIRECTIVES = "cCxXyY"
_O_DIRECTIVES = "deHIklmMSuUVwWyZ"


def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def days_from_civil(year, month, day):
    """Days from 1970-01-01 to the given date (any year, month 1..12)."""
    year -= month <= 2
    era = year // 400
    year_of_era = year - era * 400
    day_of_year = (153 * ((month + 9) % 12) + 2) // 5 + day - 1
    day_of_era = year_of_era * 365 + year_of_era // 4 - year_of_era // 100 + day_of_year
    return era * 146097 + day_of_era - 719468


def civil_from_days(days):
    """(year, month, day) of the date `days` after 1970-01-01."""
    days += 719468
    era = days // 146097
    day_of_era = days - era * 146097
    year_of_era = (day_of_era - day_of_era // 1460 + day_of_era // 36524 - day_of_era // 146096) // 365
    day_of_year = day_of_era - (365 * year_of_era + year_of_era // 4 - year_of_era // 100)
    shifted_month = (5 * day_of_year + 2) // 153
    day = day_of_year - (153 * shifted_month + 2) // 5 + 1
    month = shifted_month + 3 if shifted_month < 10 else shifted_month - 9
    return year_of_era + era * 400 + (month <= 2), month, day


def timegm(year, month, day, hour, minute, second):
    """Seconds since the epoch of a UTC date and time; out-of-range fields carry over, as C's
    `mktime` normalizes them."""
    year += (month - 1) // 12
    month = (month - 1) % 12 + 1
    days = days_from_civil(year, month, 1) + day - 1
    return days * 86400 + hour * 3600 + minute * 60 + second


def whole_seconds(secs):
    """A timestamp rounded down to whole seconds, with CPython's errors for what does not fit a
    64-bit time_t."""
    if isinstance(secs, float):
        if secs != secs:
            raise ValueError("Invalid value NaN (not a number)")
        if not -_TIME_T_LIMIT <= secs < _TIME_T_LIMIT:
            raise OverflowError("timestamp out of range for platform time_t")
        return int(secs // 1)
    if isinstance(secs, int):
        if not -_TIME_T_LIMIT <= secs < _TIME_T_LIMIT:
            raise OverflowError("timestamp out of range for platform time_t")
        return int(secs)
    raise TypeError(f"'{type(secs).__name__}' object cannot be interpreted as an integer")


def _iso_week_days(yday, wday):
    """Days since the Monday of ISO week 1 (of the year `yday` counts in)."""
    return yday - (yday - wday + 4) % 7 + 3


def _iso_year_week(year, yday, wday):
    days = _iso_week_days(yday, wday)
    if days < 0:
        year -= 1
        days = _iso_week_days(yday + 365 + is_leap(year), wday)
    else:
        following = _iso_week_days(yday - 365 - is_leap(year), wday)
        if following >= 0:
            year += 1
            days = following
    return year, days // 7 + 1


def _number(value, digits, pad, width):
    """`value` with at least `digits` digits, padded as the flag `pad` says."""
    text = str(abs(value))
    sign = "-" if value < 0 else ""
    if pad == "-":
        return (sign + text).rjust(width)
    size = max(digits, width) - len(sign)
    if pad == "_":
        return (sign + text).rjust(size + len(sign))
    return sign + text.zfill(size)


def _text(text, pad, width, upper):
    if upper:
        text = text.upper()
    return text.rjust(width, "0" if pad == "0" else " ")


def strftime(fmt, tm):
    """`fmt` formatted from `tm`: (year, month 1..12, day, hour, minute, second, weekday with
    Sunday 0, day of the year from 0, isdst, zone name or None, UTC offset in seconds or None).
    As in CPython, a result that would not fit 256 characters per character of the format (and
    at least 1024) is empty."""
    limit = max(1024, 256 * len(fmt))
    text = _expand(fmt, tm, limit)
    return "" if text is None or len(text) >= limit else text


def _expand(fmt, tm, limit):
    """`strftime`'s result, or None when a field's width alone passes `limit`."""
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        ch = fmt[i]
        if ch != "%":
            out.append(ch)
            i += 1
            continue
        start = i
        i += 1
        pad = ""
        upper = swap = False
        while i < n and fmt[i] in "_-0^#":
            if fmt[i] == "^":
                upper = True
            elif fmt[i] == "#":
                swap = True
            else:
                pad = fmt[i]
            i += 1
        width = 0
        while i < n and "0" <= fmt[i] <= "9":
            if width < limit:
                width = width * 10 + ord(fmt[i]) - 48
            i += 1
        if width >= limit:
            return None
        modifier = ""
        if i < n and fmt[i] in "EO":
            modifier = fmt[i]
            i += 1
        if i >= n:
            out.append(fmt[start:])
            break
        directive = fmt[i]
        i += 1
        if modifier == "E" and directive not in _E_DIRECTIVES or modifier == "O" and directive not in _O_DIRECTIVES:
            out.append(fmt[start:i])
            continue
        text = _directive(directive, tm, pad, width, upper, swap)
        out.append(fmt[start:i] if text is None else text)
    return "".join(out)


def _directive(d, tm, pad, width, upper, swap):
    """The text of directive `d`, or None for a directive C's strftime does not know."""
    year, month, day, hour, minute, second, wday, yday, isdst, zone, gmtoff = tm
    if d in "aAbBhpPZ":
        if d == "a":
            text = _DAY_NAMES[wday][:3]
        elif d == "A":
            text = _DAY_NAMES[wday]
        elif d == "b" or d == "h":
            text = _MONTH_NAMES[month - 1][:3]
        elif d == "B":
            text = _MONTH_NAMES[month - 1]
        elif d == "p":
            text = "AM" if hour < 12 else "PM"
            if swap:
                return _text(text.lower(), pad, width, False)
        elif d == "P":
            return _text("am" if hour < 12 else "pm", pad, width, upper)
        else:
            text = zone if zone is not None else "" if isdst < 0 else "UTC"
            if swap:
                return _text(text.lower(), pad, width, False)
        return _text(text, pad, width, upper or swap)
    if d in _COMPOSITE:
        return _text(strftime(_COMPOSITE[d], tm), pad, width, upper)
    if d == "%":
        return "%"
    if d == "n":
        return "\n"
    if d == "t":
        return "\t"
    if d == "z":
        if isdst < 0:
            return ""
        offset = gmtoff or 0
        sign = "-" if offset < 0 else "+"
        offset = abs(offset)
        return sign + _number(offset // 3600 * 100 + offset // 60 % 60, 4, "0", 0)
    if d in "YCGg":
        if d == "Y":
            return _number(year, 1, pad or "0", width)
        if d == "C":
            return _number(year // 100, 1, pad or "0", width)
        iso_year = _iso_year_week(year, yday, wday)[0]
        if d == "G":
            return _number(iso_year, 1, pad or "0", width)
        return _number(iso_year % 100, 2, pad or "0", width)
    spaced = {"e": day, "k": hour, "l": hour % 12 or 12}
    if d in spaced:
        return _number(spaced[d], 2, pad or "_", width)
    if d == "d":
        value, digits = day, 2
    elif d == "H":
        value, digits = hour, 2
    elif d == "I":
        value, digits = hour % 12 or 12, 2
    elif d == "j":
        value, digits = yday + 1, 3
    elif d == "m":
        value, digits = month, 2
    elif d == "M":
        value, digits = minute, 2
    elif d == "S":
        value, digits = second, 2
    elif d == "y":
        value, digits = year % 100, 2
    elif d == "u":
        value, digits = (wday - 1) % 7 + 1, 1
    elif d == "w":
        value, digits = wday, 1
    elif d == "U":
        value, digits = (yday - wday + 7) // 7, 2
    elif d == "W":
        value, digits = (yday - (wday - 1) % 7 + 7) // 7, 2
    elif d == "V":
        value, digits = _iso_year_week(year, yday, wday)[1], 2
    elif d == "s":
        value = timegm(year, month, day, hour, minute, second) - (3600 if isdst > 0 else 0)
        digits = 1
    else:
        return None
    return _number(value, digits, pad or "0", width)
