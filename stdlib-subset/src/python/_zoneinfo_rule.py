"""The POSIX TZ rule that ends a TZif file (RFC 8536, section 3.3): a zone's standard and
daylight saving names and offsets, and the two yearly dates between which daylight saving time
is in force, which `zoneinfo` uses for every time after the zone's last listed transition.

`std offset [dst [offset] [,start[/time],end[/time]]]`: names are letters or `<...>`, offsets
are hours west of UTC (`-1` is an hour east), a date is `Mm.w.d` (day `d` of week `w` of month
`m`, week 5 the last), `Jn` (day `n` of the year, 1 to 365, February 29 never counted) or `n`
(day 0 to 365 counting February 29), and a time is the local time of the change (02:00 unless
given; TZif version 3 allows -167 to 167 hours).
"""

_EPOCH_ORDINAL = 719163
_CUMULATIVE_DAYS = (0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365)


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    """Days from 1970-01-01 to January 1 of `year`."""
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400 + 1 - _EPOCH_ORDINAL


def _days_in_month(year, month):
    days = _CUMULATIVE_DAYS[month] - _CUMULATIVE_DAYS[month - 1]
    return days + 1 if month == 2 and _is_leap(year) else days


class _Parser:
    def __init__(self, text):
        self.text = text
        self.at = 0

    def fail(self):
        raise ValueError(f"Invalid TZ string: {self.text!r}")

    def done(self):
        return self.at >= len(self.text)

    def peek(self):
        return self.text[self.at] if self.at < len(self.text) else ""

    def expect(self, char):
        if self.peek() != char:
            self.fail()
        self.at += 1

    def name(self):
        text, start = self.text, self.at
        if self.peek() == "<":
            end = text.find(">", start)
            if end < 0:
                self.fail()
            self.at = end + 1
            name = text[start + 1:end]
        else:
            while self.at < len(text) and text[self.at].isalpha():
                self.at += 1
            name = text[start:self.at]
        if len(name) < 3:
            self.fail()
        return name

    def number(self, most_digits):
        start = self.at
        while self.at < len(self.text) and self.text[self.at].isdigit() and self.at - start < most_digits:
            self.at += 1
        if self.at == start:
            self.fail()
        return int(self.text[start:self.at])

    def clock(self, most_hours):
        """Seconds of a signed `h[:mm[:ss]]`."""
        sign = 1
        if self.peek() in ("+", "-"):
            sign = -1 if self.peek() == "-" else 1
            self.at += 1
        hours = self.number(3)
        minutes = seconds = 0
        if self.peek() == ":":
            self.at += 1
            minutes = self.number(2)
            if self.peek() == ":":
                self.at += 1
                seconds = self.number(2)
        if hours > most_hours or minutes > 59 or seconds > 59:
            self.fail()
        return sign * (hours * 3600 + minutes * 60 + seconds)

    def date(self):
        if self.peek() == "M":
            self.at += 1
            month = self.number(2)
            self.expect(".")
            week = self.number(1)
            self.expect(".")
            weekday = self.number(1)
            if not (1 <= month <= 12 and 1 <= week <= 5 and weekday <= 6):
                self.fail()
            rule = _MonthWeekDay(month, week, weekday)
        elif self.peek() == "J":
            self.at += 1
            day = self.number(3)
            if not 1 <= day <= 365:
                self.fail()
            rule = _JulianDay(day)
        else:
            day = self.number(3)
            if day > 365:
                self.fail()
            rule = _DayOfYear(day)
        time = 7200
        if self.peek() == "/":
            self.at += 1
            time = self.clock(167)
        return rule, time


class _MonthWeekDay:
    __slots__ = ("month", "week", "weekday")

    def __init__(self, month, week, weekday):
        self.month, self.week, self.weekday = month, week, weekday

    def days(self, year):
        first = _days_before_year(year) + _CUMULATIVE_DAYS[self.month - 1]
        if self.month > 2 and _is_leap(year):
            first += 1
        # 1970-01-01 was a Thursday; POSIX counts weekdays from Sunday = 0.
        first_weekday = (first + 4) % 7
        day = (self.weekday - first_weekday) % 7 + 7 * (self.week - 1)
        length = _days_in_month(year, self.month)
        while day >= length:
            day -= 7
        return first + day


class _JulianDay:
    __slots__ = ("day",)

    def __init__(self, day):
        self.day = day

    def days(self, year):
        day = self.day - 1
        if day >= 59 and _is_leap(year):
            day += 1
        return _days_before_year(year) + day


class _DayOfYear:
    __slots__ = ("day",)

    def __init__(self, day):
        self.day = day

    def days(self, year):
        return _days_before_year(year) + self.day


class PosixRule:
    """A parsed rule. Offsets are seconds east of UTC; `dst_name` is None for a zone without
    daylight saving time."""

    def __init__(self, text):
        parser = _Parser(text)
        self.std_name = parser.name()
        self.std_offset = -parser.clock(24)
        self.dst_name = None
        self.dst_offset = self.std_offset
        self._years = {}
        if parser.done():
            return
        self.dst_name = parser.name()
        self.dst_offset = self.std_offset + 3600
        if parser.peek() != ",":
            self.dst_offset = -parser.clock(24)
        parser.expect(",")
        self.start, self.start_time = parser.date()
        parser.expect(",")
        self.end, self.end_time = parser.date()
        if not parser.done():
            parser.fail()

    def _changes(self, year):
        """The local times (seconds since the epoch, on the clock in force before each) at which
        daylight saving time starts and ends in `year`."""
        changes = self._years.get(year)
        if changes is None:
            changes = (self.start.days(year) * 86400 + self.start_time, self.end.days(year) * 86400 + self.end_time)
            self._years[year] = changes
        return changes

    def is_dst_local(self, seconds, year, fold):
        """Whether daylight saving time is in force at local time `seconds`: in a gap or a
        repeated hour, fold 0 takes the offset before the change and fold 1 the one after."""
        if self.dst_name is None:
            return False
        start, end = self._changes(year)
        delta = self.dst_offset - self.std_offset
        if fold:
            start += min(delta, 0)
            end += min(-delta, 0)
        else:
            start += max(delta, 0)
            end += max(-delta, 0)
        if start < end:
            return start <= seconds < end
        return not end <= seconds < start

    def from_utc(self, seconds, year):
        """`(is_dst, fold)` at UTC time `seconds`: fold is 1 within a repeated hour's second
        pass."""
        if self.dst_name is None:
            return False, 0
        start, end = self._changes(year)
        start -= self.std_offset
        end -= self.dst_offset
        if start < end:
            is_dst = start <= seconds < end
        else:
            is_dst = not end <= seconds < start
        delta = self.dst_offset - self.std_offset
        last, change = (start, delta) if is_dst else (end, -delta)
        fold = 1 if change < 0 and 0 <= seconds - last < -change else 0
        return is_dst, fold
