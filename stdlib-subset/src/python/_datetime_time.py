"""The datetime module's time of day: the `time` class, and what `date` and `datetime` share
with it: the check of a tzinfo argument and of unknown keyword arguments, the text of a UTC
offset and `strftime`'s directives that only datetime objects know (`%f`, `%z`, `%Z`)."""

import time as _time

from _binding import c_arguments as _c_arguments
from _datetime_base import _check_time_fields, _cmp, _format_offset, _format_time, timedelta, tzinfo
from _datetime_iso import _parse_iso_time, _zone

# What is defined here shows `datetime` as its `__module__`, as CPython's does.
__name__ = "datetime"


def _only_known_keywords(unexpected, function):
    """Refuses keyword arguments a method does not take, with the message of CPython's C
    datetime."""
    for name in unexpected:
        raise TypeError(f"'{name}' is an invalid keyword argument for {function}()")


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError(f"tzinfo argument must be None or of a tzinfo subclass, not type '{type(tz).__name__}'")


def _offset_text(offset, sep=""):
    return "" if offset is None else _format_offset(offset, sep)


def _wrap_strftime(obj, fmt, timetuple):
    """`time.strftime(fmt, timetuple)` after replacing the directives only datetime objects know:
    `%f` (microseconds), `%z` (UTC offset) and `%Z` (zone name), as CPython does (which reads
    the format up to its first null character)."""
    if not isinstance(fmt, str):
        raise TypeError(f"strftime() argument 1 must be str, not {'None' if fmt is None else type(fmt).__name__}")
    fmt = fmt.split("\0", 1)[0]
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        ch = fmt[i]
        i += 1
        if ch != "%" or i >= n:
            out.append(ch)
            continue
        ch = fmt[i]
        i += 1
        if ch == "f":
            out.append(f"{getattr(obj, 'microsecond', 0):06d}")
        elif ch == "z":
            out.append(_offset_text(obj.utcoffset()) if hasattr(obj, "utcoffset") else "")
        elif ch == "Z":
            name = obj.tzname() if hasattr(obj, "tzname") else None
            if name is not None and not isinstance(name, str):
                raise TypeError(f"tzinfo.tzname() must return None or a string, not '{type(name).__name__}'")
            out.append("" if name is None else name.replace("%", "%%"))
        else:
            out.append("%" + ch)
    return _time.strftime("".join(out), timetuple)


_TIME_FIELDS = ("hour", "minute", "second", "microsecond", "tzinfo")


class time:
    __garter_type_name__ = "datetime.time"

    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_fold", "_hashcode")

    def __new__(cls, *args, **kwargs):
        hour, minute, second, microsecond, tzinfo, fold = _c_arguments(
            None, _TIME_FIELDS, 0, args, kwargs, (0, 0, 0, 0, None, 0), ("fold",)
        )
        hour, minute, second, microsecond, fold = _check_time_fields(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        self = object.__new__(cls)
        self._hour, self._minute, self._second, self._microsecond = hour, minute, second, microsecond
        self._tzinfo = tzinfo
        self._fold = fold
        self._hashcode = -1
        return self

    hour = property(lambda self: self._hour)
    minute = property(lambda self: self._minute)
    second = property(lambda self: self._second)
    microsecond = property(lambda self: self._microsecond)
    tzinfo = property(lambda self: self._tzinfo)
    fold = property(lambda self: self._fold)

    @classmethod
    def fromisoformat(cls, time_string):
        if not isinstance(time_string, str):
            raise TypeError("fromisoformat: argument must be str")
        try:
            hh, mm, ss, us, offset = _parse_iso_time(time_string[1:] if time_string[:1] == "T" else time_string)
        except (ValueError, IndexError):
            raise ValueError(f"Invalid isoformat string: {time_string!r}") from None
        return cls(hh, mm, ss, us, _zone(offset))

    def utcoffset(self):
        return None if self._tzinfo is None else self._tzinfo.utcoffset(None)

    def dst(self):
        return None if self._tzinfo is None else self._tzinfo.dst(None)

    def tzname(self):
        return None if self._tzinfo is None else self._tzinfo.tzname(None)

    def isoformat(self, timespec="auto"):
        text = _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        return text + _offset_text(self.utcoffset(), ":")

    __str__ = isoformat

    def __repr__(self):
        if self._microsecond:
            tail = f", {self._second}, {self._microsecond}"
        elif self._second:
            tail = f", {self._second}"
        else:
            tail = ""
        text = f"datetime.{type(self).__qualname__}({self._hour}, {self._minute}{tail})"
        if self._tzinfo is not None:
            text = text[:-1] + f", tzinfo={self._tzinfo!r})"
        if self._fold:
            text = text[:-1] + ", fold=1)"
        return text

    def strftime(self, fmt):
        return _wrap_strftime(self, fmt, (1900, 1, 1, self._hour, self._minute, self._second, 0, 1, -1))

    def __format__(self, fmt):
        return self.strftime(fmt) if fmt else str(self)

    def replace(
        self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True, *, fold=None, **unexpected
    ):
        _only_known_keywords(unexpected, "replace")
        return type(self)(
            self._hour if hour is None else hour,
            self._minute if minute is None else minute,
            self._second if second is None else second,
            self._microsecond if microsecond is None else microsecond,
            self._tzinfo if tzinfo is True else tzinfo,
            fold=self._fold if fold is None else fold,
        )

    def _key(self):
        offset = self.utcoffset()
        seconds = self._hour * 3600 + self._minute * 60 + self._second
        if offset is not None:
            seconds -= offset.days * 86400 + offset.seconds
        return (seconds, self._microsecond)

    def _compare(self, other, allow_mixed=False):
        mine, theirs = self.utcoffset(), other.utcoffset()
        if (mine is None) != (theirs is None):
            if allow_mixed:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware times")
        return _cmp(self._key(), other._key())

    def __eq__(self, other):
        return self._compare(other, True) == 0 if isinstance(other, time) else NotImplemented

    def __lt__(self, other):
        return self._compare(other) < 0 if isinstance(other, time) else NotImplemented

    def __le__(self, other):
        return self._compare(other) <= 0 if isinstance(other, time) else NotImplemented

    def __gt__(self, other):
        return self._compare(other) > 0 if isinstance(other, time) else NotImplemented

    def __ge__(self, other):
        return self._compare(other) >= 0 if isinstance(other, time) else NotImplemented

    def __hash__(self):
        return hash(self._key())

    def __bool__(self):
        return True

    def __reduce__(self):
        return (self.__class__, (self._hour, self._minute, self._second, self._microsecond, self._tzinfo))


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)
