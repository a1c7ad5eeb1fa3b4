"""The time module, reading the clock the host grants: `time`, `time_ns`, `monotonic`,
`perf_counter` and the functions that default to the current time (`gmtime()`, `localtime()`,
`ctime()`, `asctime()`, `strftime(fmt)`) raise PermissionError when the host has granted no
clock. `sleep` never waits: it moves the program's clock forward, so every later reading of
`time()`, `monotonic()` and `perf_counter()` is that much later, under every clock.
`process_time` counts the interpreter's steps (a nanosecond each) instead of CPU time, so it
needs no clock. The sandbox has no time zone: local time is UTC (`localtime` is `gmtime` with the
zone named 'UTC'), `timezone` and `altzone` are 0 and `tzname` is ('UTC', 'UTC')."""

from _garter_sys import clock_time as _clock_time
from _garter_sys import monotonic, monotonic_ns, perf_counter, perf_counter_ns, process_time, process_time_ns
from _garter_sys import sleep, time, time_ns
from _time_format import civil_from_days as _civil_from_days
from _time_format import days_from_civil as _days_from_civil
from _time_format import strftime as _format
from _time_format import timegm as _timegm
from _time_format import whole_seconds as _whole_seconds

timezone = 0
altzone = 0
daylight = 0
tzname = ("UTC", "UTC")

_FIELDS = ("tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst")
_NAMES = _FIELDS + ("tm_zone", "tm_gmtoff", "n_fields", "n_sequence_fields", "n_unnamed_fields")
_INT_MAX = 2**31 - 1
_TIME_T_LIMIT = 2**63
_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_dict = dict


class struct_time(tuple):
    """The time value sequence `gmtime`, `localtime` and `strptime` return: nine fields by index
    or by name, and `tm_zone` and `tm_gmtoff` by name only."""

    __slots__ = ("_zone", "_gmtoff")
    n_sequence_fields = 9
    n_fields = 11
    n_unnamed_fields = 0

    def __new__(cls, sequence, dict=None):
        try:
            items = tuple(sequence)
        except TypeError:
            raise TypeError("constructor requires a sequence") from None
        if dict is not None and not isinstance(dict, _dict):
            raise TypeError("time.struct_time() takes a dict as second arg, if any")
        if len(items) < 9:
            raise TypeError(f"time.struct_time() takes an at least 9-sequence ({len(items)}-sequence given)")
        if len(items) > 11:
            raise TypeError(f"time.struct_time() takes an at most 11-sequence ({len(items)}-sequence given)")
        extra = dict or {}
        self = tuple.__new__(cls, items[:9])
        object.__setattr__(self, "_zone", items[9] if len(items) > 9 else extra.get("tm_zone"))
        object.__setattr__(self, "_gmtoff", items[10] if len(items) > 10 else extra.get("tm_gmtoff"))
        return self

    tm_year = property(lambda self: self[0])
    tm_mon = property(lambda self: self[1])
    tm_mday = property(lambda self: self[2])
    tm_hour = property(lambda self: self[3])
    tm_min = property(lambda self: self[4])
    tm_sec = property(lambda self: self[5])
    tm_wday = property(lambda self: self[6])
    tm_yday = property(lambda self: self[7])
    tm_isdst = property(lambda self: self[8])
    tm_zone = property(lambda self: self._zone)
    tm_gmtoff = property(lambda self: self._gmtoff)

    def __repr__(self):
        fields = ", ".join(f"{name}={value!r}" for name, value in zip(_FIELDS, self))
        return f"time.struct_time({fields})"

    def __getattr__(self, name):
        raise AttributeError(f"'time.struct_time' object has no attribute '{name}'")

    def __setattr__(self, name, value):
        if name in _NAMES:
            raise AttributeError("readonly attribute")
        raise AttributeError(f"'time.struct_time' object has no attribute '{name}'")

    def __delattr__(self, name):
        self.__setattr__(name, None)

    def __setitem__(self, index, value):
        raise TypeError("'time.struct_time' object does not support item assignment")

    def __reduce__(self):
        return (struct_time, (tuple(self), {"tm_zone": self._zone, "tm_gmtoff": self._gmtoff}))


def _optional_argument(args, message):
    """The one optional argument of a function taking at most one, as `message` refuses more."""
    if len(args) > 1:
        raise TypeError(message.format(len(args)))
    return args[0] if args else None


def _broken_down(seconds, zone):
    days, rest = divmod(seconds, 86400)
    year, month, day = _civil_from_days(days)
    if not -_INT_MAX - 1 <= year - 1900 <= _INT_MAX:
        raise OSError("[Errno 75] Value too large for defined data type")
    hour, rest = divmod(rest, 3600)
    minute, second = divmod(rest, 60)
    yday = days - _days_from_civil(year, 1, 1) + 1
    return struct_time((year, month, day, hour, minute, second, (days + 3) % 7, yday, 0, zone, 0))


def gmtime(*args):
    secs = _optional_argument(args, "gmtime() takes at most 1 argument ({} given)")
    if secs is None:
        secs = _clock_time("time.gmtime()")
    return _broken_down(_whole_seconds(secs), "GMT")


def localtime(*args):
    secs = _optional_argument(args, "localtime() takes at most 1 argument ({} given)")
    if secs is None:
        secs = _clock_time("time.localtime()")
    return _broken_down(_whole_seconds(secs), "UTC")


def _time_tuple(t, function):
    """The nine int fields of a time tuple or struct_time, its zone and UTC offset, with
    CPython's errors for anything else."""
    if not isinstance(t, tuple):
        raise TypeError("Tuple or struct_time argument required")
    if len(t) != 9:
        raise TypeError(f"{function}(): illegal time tuple argument")
    fields = []
    for value in t:
        if not isinstance(value, int):
            raise TypeError(f"'{type(value).__name__}' object cannot be interpreted as an integer")
        if value > _INT_MAX:
            raise OverflowError("signed integer is greater than maximum")
        if value < -_INT_MAX - 1:
            raise OverflowError("signed integer is less than minimum")
        fields.append(int(value))
    if isinstance(t, struct_time):
        return fields, t.tm_zone, t.tm_gmtoff
    return fields, None, None


def _checked(t, function):
    """A time tuple as C's `struct tm` (weekday from Sunday 0, day of the year from 0), after
    the range checks CPython makes before `asctime` and `strftime`; a zero month, day or day of
    the year counts as the first."""
    (year, month, day, hour, minute, second, wday, yday, isdst), zone, gmtoff = _time_tuple(t, function)
    if month == 0:
        month = 1
    elif not 1 <= month <= 12:
        raise ValueError("month out of range")
    if day == 0:
        day = 1
    elif not 1 <= day <= 31:
        raise ValueError("day of month out of range")
    if not 0 <= hour <= 23:
        raise ValueError("hour out of range")
    if not 0 <= minute <= 59:
        raise ValueError("minute out of range")
    if not 0 <= second <= 61:
        raise ValueError("seconds out of range")
    c_wday = abs(wday + 1) % 7
    if wday + 1 < 0 and c_wday:
        raise ValueError("day of week out of range")
    if yday == 0:
        yday = 1
    elif not 1 <= yday <= 366:
        raise ValueError("day of year out of range")
    return (year, month, day, hour, minute, second, c_wday, yday - 1, isdst, zone, gmtoff)


def mktime(*args):
    if len(args) != 1:
        raise TypeError(f"time.mktime() takes exactly one argument ({len(args)} given)")
    (year, month, day, hour, minute, second, _, _, isdst), _, _ = _time_tuple(args[0], "mktime")
    seconds = _timegm(year, month, day, hour, minute, second) - (3600 if isdst > 0 else 0)
    if not -_TIME_T_LIMIT <= seconds < _TIME_T_LIMIT:
        raise OverflowError("mktime argument out of range")
    return float(seconds)


def asctime(*args):
    t = _optional_argument(args, "asctime expected at most 1 argument, got {}")
    if t is None:
        t = localtime(_clock_time("time.asctime()"))
    year, month, day, hour, minute, second, wday, _, _, _, _ = _checked(t, "asctime")
    return f"{_DAYS[wday]} {_MONTHS[month - 1]}{day:3d} {hour:02d}:{minute:02d}:{second:02d} {year}"


def ctime(*args):
    secs = _optional_argument(args, "ctime() takes at most 1 argument ({} given)")
    if secs is None:
        secs = _clock_time("time.ctime()")
    return asctime(_broken_down(_whole_seconds(secs), "UTC"))


def strftime(*args):
    if not args:
        raise TypeError("strftime() takes at least 1 argument (0 given)")
    if len(args) > 2:
        raise TypeError(f"strftime() takes at most 2 arguments ({len(args)} given)")
    fmt = args[0]
    if not isinstance(fmt, str):
        raise TypeError(f"strftime() argument 1 must be str, not {'None' if fmt is None else type(fmt).__name__}")
    t = args[1] if len(args) == 2 else localtime(_clock_time("time.strftime()"))
    tm = _checked(t, "strftime")
    if "\0" in fmt:
        raise ValueError("embedded null character")
    return _format(fmt, tm)


def strptime(string, format="%a %b %d %H:%M:%S %Y"):
    from datetime import datetime

    parsed = datetime.strptime(string, format)
    offset = parsed.utcoffset()
    gmtoff = None if offset is None else offset.days * 86400 + offset.seconds
    return struct_time(tuple(parsed.replace(tzinfo=None).timetuple()) + (None, gmtoff))
