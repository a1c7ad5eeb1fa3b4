"""The foundations of the datetime module: calendar arithmetic on ordinals, field checks,
`timedelta`, `tzinfo` and `timezone`, and the text forms of times and UTC offsets."""

from _binding import c_arguments as _c_arguments

# What is defined here shows `datetime` as its `__module__`, as CPython's does.
__name__ = "datetime"


MINYEAR = 1
MAXYEAR = 9999

_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_total = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_total)
    _total += _dim
del _total, _dim

_MONTHNAMES = [None, "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_DAYNAMES = [None, "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


_DI400Y = _days_before_year(401)
_DI100Y = _days_before_year(101)
_DI4Y = _days_before_year(5)


def _ord2ymd(n):
    n -= 1
    n400, n = divmod(n, _DI400Y)
    year = n400 * 400 + 1
    n100, n = divmod(n, _DI100Y)
    n4, n = divmod(n, _DI4Y)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leapyear = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (month > 2 and leapyear)
    if preceding > n:
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (month == 2 and leapyear)
    n -= preceding
    return year, month, n + 1


def _check_int(value, name):
    if isinstance(value, int):
        return int(value)
    raise TypeError(f"'{type(value).__name__}' object cannot be interpreted as an integer")


def _check_date_fields(year, month, day):
    year, month, day = _check_int(year, "year"), _check_int(month, "month"), _check_int(day, "day")
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError(f"year {year} is out of range")
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError("day is out of range for month")
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold):
    hour, minute = _check_int(hour, "hour"), _check_int(minute, "minute")
    second, microsecond = _check_int(second, "second"), _check_int(microsecond, "microsecond")
    if not 0 <= hour <= 23:
        raise ValueError("hour must be in 0..23")
    if not 0 <= minute <= 59:
        raise ValueError("minute must be in 0..59")
    if not 0 <= second <= 59:
        raise ValueError("second must be in 0..59")
    if not 0 <= microsecond <= 999999:
        raise ValueError("microsecond must be in 0..999999")
    if fold not in (0, 1):
        raise ValueError("fold must be either 0 or 1")
    return hour, minute, second, microsecond, fold


def _cmp(x, y):
    return 0 if x == y else 1 if x > y else -1


def _format_time(hh, mm, ss, us, timespec="auto"):
    if timespec == "auto":
        timespec = "microseconds" if us else "seconds"
    elif timespec == "milliseconds":
        us //= 1000
    if timespec == "hours":
        return f"{hh:02d}"
    if timespec == "minutes":
        return f"{hh:02d}:{mm:02d}"
    if timespec == "seconds":
        return f"{hh:02d}:{mm:02d}:{ss:02d}"
    if timespec == "milliseconds":
        return f"{hh:02d}:{mm:02d}:{ss:02d}.{us:03d}"
    if timespec == "microseconds":
        return f"{hh:02d}:{mm:02d}:{ss:02d}.{us:06d}"
    raise ValueError("Unknown timespec value")


def _format_offset(off, sep=":"):
    if off is None:
        return ""
    sign = "+"
    if off.days < 0:
        sign = "-"
        off = -off
    hh, mm = divmod(off, timedelta(hours=1))
    mm, ss = divmod(mm, timedelta(minutes=1))
    text = f"{sign}{hh:02d}{sep}{mm:02d}"
    if ss or ss.microseconds:
        text += f"{sep}{ss.seconds:02d}"
        if ss.microseconds:
            text += f".{ss.microseconds:06d}"
    return text


_TIMEDELTA_FIELDS = ("days", "seconds", "microseconds", "milliseconds", "minutes", "hours", "weeks")


class timedelta:
    __garter_type_name__ = "datetime.timedelta"

    __slots__ = ("_days", "_seconds", "_microseconds", "_hashcode")

    def __new__(cls, *args, **kwargs):
        days, seconds, microseconds, milliseconds, minutes, hours, weeks = _c_arguments(
            "__new__", _TIMEDELTA_FIELDS, 0, args, kwargs, (0,) * 7
        )
        # CPython checks the components in this order.
        for name, value in (("microseconds", microseconds), ("milliseconds", milliseconds), ("seconds", seconds),
                            ("minutes", minutes), ("hours", hours), ("days", days), ("weeks", weeks)):
            if not isinstance(value, (int, float)):
                raise TypeError(f"unsupported type for timedelta {name} component: {type(value).__name__}")
        total_us = 0
        exact = all(isinstance(v, int) for v in (days, seconds, microseconds, milliseconds, minutes, hours, weeks))
        if exact:
            total_us = ((((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000000
            total_us += milliseconds * 1000 + microseconds
        else:
            from fractions import Fraction

            total = Fraction(0)
            for value, scale in ((weeks, 604800000000), (days, 86400000000), (hours, 3600000000),
                                 (minutes, 60000000), (seconds, 1000000), (milliseconds, 1000), (microseconds, 1)):
                total += Fraction(value) * scale
            total_us = round(total)
        d, us = divmod(total_us, 86400000000)
        s, us = divmod(us, 1000000)
        if abs(d) > 999999999:
            if abs(d) >= 1 << 31:
                raise OverflowError("Python int too large to convert to C int")
            raise OverflowError(f"days={d}; must have magnitude <= 999999999")
        self = object.__new__(cls)
        self._days = d
        self._seconds = s
        self._microseconds = us
        self._hashcode = -1
        return self

    @property
    def days(self):
        return self._days

    @property
    def seconds(self):
        return self._seconds

    @property
    def microseconds(self):
        return self._microseconds

    def total_seconds(self):
        return ((self._days * 86400 + self._seconds) * 10**6 + self._microseconds) / 10**6

    def _to_microseconds(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    def __repr__(self):
        args = []
        if self._days:
            args.append(f"days={self._days}")
        if self._seconds:
            args.append(f"seconds={self._seconds}")
        if self._microseconds:
            args.append(f"microseconds={self._microseconds}")
        if not args:
            args.append("0")
        return f"datetime.{type(self).__qualname__}({', '.join(args)})"

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        text = f"{hh}:{mm:02d}:{ss:02d}"
        if self._days:
            plural = "s" if abs(self._days) != 1 else ""
            text = f"{self._days} day{plural}, " + text
        if self._microseconds:
            text += f".{self._microseconds:06d}"
        return text

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta(self._days + other._days, self._seconds + other._seconds, self._microseconds + other._microseconds)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta(self._days - other._days, self._seconds - other._seconds, self._microseconds - other._microseconds)
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return -self + other
        return NotImplemented

    def __neg__(self):
        return timedelta(-self._days, -self._seconds, -self._microseconds)

    def __pos__(self):
        return self

    def __abs__(self):
        return -self if self._days < 0 else self

    def __mul__(self, other):
        if isinstance(other, int):
            return timedelta(microseconds=self._to_microseconds() * other)
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return timedelta(microseconds=_round_half_even(self._to_microseconds() * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            return self._to_microseconds() // other._to_microseconds()
        if isinstance(other, int):
            return timedelta(microseconds=self._to_microseconds() // other)
        return NotImplemented

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            return self._to_microseconds() / other._to_microseconds()
        if isinstance(other, int):
            return timedelta(microseconds=_round_half_even(self._to_microseconds(), other))
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return timedelta(microseconds=_round_half_even(b * self._to_microseconds(), a))
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return timedelta(microseconds=self._to_microseconds() % other._to_microseconds())
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._to_microseconds(), other._to_microseconds())
            return q, timedelta(microseconds=r)
        return NotImplemented

    def _key(self):
        return (self._days, self._seconds, self._microseconds)

    def __eq__(self, other):
        return self._key() == other._key() if isinstance(other, timedelta) else NotImplemented

    def __lt__(self, other):
        return self._key() < other._key() if isinstance(other, timedelta) else NotImplemented

    def __le__(self, other):
        return self._key() <= other._key() if isinstance(other, timedelta) else NotImplemented

    def __gt__(self, other):
        return self._key() > other._key() if isinstance(other, timedelta) else NotImplemented

    def __ge__(self, other):
        return self._key() >= other._key() if isinstance(other, timedelta) else NotImplemented

    def __hash__(self):
        return hash(self._key())

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0

    def __reduce__(self):
        return (self.__class__, (self._days, self._seconds, self._microseconds))


def _round_half_even(a, b):
    q, r = divmod(a, b)
    r *= 2
    greater_than_half = r > b if b > 0 else r < b
    if greater_than_half or (r == b and q % 2 == 1):
        q += 1
    return q


timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


class tzinfo:
    __garter_type_name__ = "datetime.tzinfo"

    def tzname(self, dt):
        raise NotImplementedError("tzinfo subclass must override tzname()")

    def utcoffset(self, dt):
        raise NotImplementedError("tzinfo subclass must override utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("tzinfo subclass must override dst()")

    def fromutc(self, dt):
        return dt + self.utcoffset(dt)


# The `timezone.utc` singleton that `timezone(timedelta(0))` gives back, once it exists.
_UTC = None


class timezone(tzinfo):
    __garter_type_name__ = "datetime.timezone"

    __slots__ = ("_offset", "_name")

    def __new__(cls, offset, name=None):
        if not isinstance(offset, timedelta):
            raise TypeError(f"timezone() argument 1 must be datetime.timedelta, not {type(offset).__name__}")
        if name is not None and not isinstance(name, str):
            raise TypeError(f"timezone() argument 2 must be str, not {type(name).__name__}")
        if name is None and not offset and _UTC is not None:
            return _UTC
        if not -timedelta(hours=24) < offset < timedelta(hours=24):
            raise ValueError(
                "offset must be a timedelta strictly between -timedelta(hours=24) and "
                f"timedelta(hours=24), not {offset!r}."
            )
        self = object.__new__(cls)
        self._offset = offset
        self._name = name
        return self

    def utcoffset(self, dt):
        return self._offset

    def dst(self, dt):
        return None

    def tzname(self, dt):
        if self._name is not None:
            return self._name
        if not self._offset:
            return "UTC"
        return "UTC" + _format_offset(self._offset)

    def fromutc(self, dt):
        return dt + self._offset

    def __eq__(self, other):
        return self._offset == other._offset if isinstance(other, timezone) else NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is timezone.utc:
            return "datetime.timezone.utc"
        if self._name is None:
            return f"datetime.timezone({self._offset!r})"
        return f"datetime.timezone({self._offset!r}, {self._name!r})"

    def __str__(self):
        return self.tzname(None)

    def __reduce__(self):
        return (self.__class__, (self._offset,) if self._name is None else (self._offset, self._name))


_UTC = timezone.utc = timezone(timedelta(0))
timezone.min = timezone(-timedelta(hours=23, minutes=59))
timezone.max = timezone(timedelta(hours=23, minutes=59))
UTC = timezone.utc
