"""Dates and times, as CPython 3.11's datetime module: `timedelta`, `date`, `time`, `datetime`,
`tzinfo` and `timezone` (fixed offsets), with CPython's arithmetic, comparisons, reprs,
`isoformat`/`fromisoformat`, `strftime`/`strptime`, ISO calendar and ordinals.

`now()`, `today()` and `utcnow()` read the clock the host grants (PermissionError without one).
The sandbox has no local time zone: naive datetimes convert to and from timestamps as UTC, as
`time.localtime` does. `strftime` formats as CPython does, through `time.strftime`.

This module holds `date` and `datetime`; `_datetime_base` (calendar arithmetic, `timedelta`,
`tzinfo`, `timezone`), `_datetime_time` (`time`), `_datetime_iso` (ISO calendar and parsing) and
`_datetime_format` (`strptime`) hold the rest."""

import time as _time
from math import modf as _modf

from _binding import c_arguments as _c_arguments
from _garter_sys import clock_time as _clock_time
from _time_format import whole_seconds as _whole_seconds
from _datetime_base import (
    MAXYEAR,
    MINYEAR,
    UTC,
    _DAYNAMES,
    _MONTHNAMES,
    _check_date_fields,
    _check_time_fields,
    _cmp,
    _format_time,
    _is_leap,
    _ord2ymd,
    _ymd2ord,
    timedelta,
    timezone,
    tzinfo,
)
from _datetime_iso import IsoCalendarDate, _iso_calendar, _iso_ordinal, _parse_iso_date, _parse_iso_time, _zone
from _datetime_time import _check_tzinfo, _offset_text, _only_known_keywords, _wrap_strftime, time


class date:
    __garter_type_name__ = "datetime.date"

    __slots__ = ("_year", "_month", "_day", "_hashcode")

    def __new__(cls, *args, **kwargs):
        year, month, day = _check_date_fields(*_c_arguments(None, ("year", "month", "day"), 3, args, kwargs))
        self = object.__new__(cls)
        self._year, self._month, self._day = year, month, day
        self._hashcode = -1
        return self

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_clock_time("date.today()"))

    @classmethod
    def fromtimestamp(cls, timestamp):
        days = _whole_seconds(timestamp) // 86400
        return cls(*_ord2ymd(_EPOCH_ORDINAL + days))

    @classmethod
    def fromordinal(cls, n):
        if n < 1:
            raise ValueError("ordinal must be >= 1")
        return cls(*_ord2ymd(n))

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        try:
            fields = _parse_iso_date(date_string)
        except (ValueError, IndexError):
            raise ValueError(f"Invalid isoformat string: {date_string!r}") from None
        return cls(*fields)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        return cls(*_ord2ymd(_iso_ordinal(year, week, day)))

    @property
    def year(self):
        return self._year

    @property
    def month(self):
        return self._month

    @property
    def day(self):
        return self._day

    def __repr__(self):
        return f"datetime.{type(self).__qualname__}({self._year}, {self._month}, {self._day})"

    def isoformat(self):
        return f"{self._year:04d}-{self._month:02d}-{self._day:02d}"

    __str__ = isoformat

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return f"{_DAYNAMES[weekday]} {_MONTHNAMES[self._month]} {self._day:2d} 00:00:00 {self._year:04d}"

    def _yday(self):
        return self.toordinal() - _ymd2ord(self._year, 1, 1) + 1

    def strftime(self, fmt):
        return _wrap_strftime(self, fmt, self.timetuple())

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError(f"must be str, not {type(fmt).__name__}")
        return self.strftime(fmt) if fmt else str(self)

    def timetuple(self):
        return _time.struct_time((self._year, self._month, self._day, 0, 0, 0, self.weekday(), self._yday(), -1))

    def toordinal(self):
        return _ymd2ord(self._year, self._month, self._day)

    def replace(self, year=None, month=None, day=None, **unexpected):
        _only_known_keywords(unexpected, "replace")
        return type(self)(
            self._year if year is None else year,
            self._month if month is None else month,
            self._day if day is None else day,
        )

    def _key(self):
        return (self._year, self._month, self._day)

    def __eq__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime) and not isinstance(self, datetime):
            return self._key() == other._key()
        return NotImplemented

    def _compare(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return _cmp(self._key(), other._key())
        raise TypeError(f"can't compare {type(self).__name__} to {type(other).__name__}")

    def __lt__(self, other):
        if not isinstance(other, date) or isinstance(other, datetime):
            return NotImplemented
        return self._compare(other) < 0

    def __le__(self, other):
        if not isinstance(other, date) or isinstance(other, datetime):
            return NotImplemented
        return self._compare(other) <= 0

    def __gt__(self, other):
        if not isinstance(other, date) or isinstance(other, datetime):
            return NotImplemented
        return self._compare(other) > 0

    def __ge__(self, other):
        if not isinstance(other, date) or isinstance(other, datetime):
            return NotImplemented
        return self._compare(other) >= 0

    def __hash__(self):
        return hash(self._key())

    def __add__(self, other):
        if isinstance(other, timedelta):
            o = self.toordinal() + other.days
            if 0 < o <= _MAXORDINAL:
                return type(self).fromordinal(o)
            raise OverflowError("date value out of range")
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta(-other.days)
        if isinstance(other, date) and not isinstance(other, datetime):
            return timedelta(self.toordinal() - other.toordinal())
        return NotImplemented

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        return IsoCalendarDate(*_iso_calendar(self._year, self._month, self._day))

    def __reduce__(self):
        return (self.__class__, (self._year, self._month, self._day))


_MAXORDINAL = 3652059
date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)

_EPOCH_ORDINAL = 719163


def _split_timestamp(t):
    """Whole seconds and microseconds of a timestamp, the microseconds rounded half to even as
    CPython rounds them."""
    if isinstance(t, float):
        if t != t:
            raise ValueError("Invalid value NaN (not a number)")
        fraction, whole = _modf(t)
        us = round(fraction * 1e6)
        if us >= 1000000:
            whole += 1
            us -= 1000000
        elif us < 0:
            whole -= 1
            us += 1000000
        return _whole_seconds(whole), us
    return _whole_seconds(t), 0


_DATETIME_FIELDS = ("year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo")


class datetime(date):
    __garter_type_name__ = "datetime.datetime"

    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_fold")

    def __new__(cls, *args, **kwargs):
        year, month, day, hour, minute, second, microsecond, tzinfo, fold = _c_arguments(
            None, _DATETIME_FIELDS, 3, args, kwargs, (0, 0, 0, 0, None, 0), ("fold",)
        )
        year, month, day = _check_date_fields(year, month, day)
        hour, minute, second, microsecond, fold = _check_time_fields(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        self = object.__new__(cls)
        self._year, self._month, self._day = year, month, day
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
    def now(cls, tz=None):
        _check_tzinfo(tz)
        return cls.fromtimestamp(_clock_time("datetime.now()"), tz)

    @classmethod
    def utcnow(cls):
        return cls.utcfromtimestamp(_clock_time("datetime.utcnow()"))

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_clock_time("datetime.today()"))

    @classmethod
    def fromtimestamp(cls, timestamp, tz=None):
        _check_tzinfo(tz)
        seconds, us = _split_timestamp(timestamp)
        days, seconds = divmod(seconds, 86400)
        hh, rest = divmod(seconds, 3600)
        mm, ss = divmod(rest, 60)
        result = cls(*_ord2ymd(_EPOCH_ORDINAL + days), hh, mm, ss, us)
        if tz is not None:
            result = tz.fromutc(result.replace(tzinfo=tz))
        return result

    @classmethod
    def utcfromtimestamp(cls, timestamp):
        return cls.fromtimestamp(timestamp)

    @classmethod
    def fromordinal(cls, n):
        if n < 1:
            raise ValueError("ordinal must be >= 1")
        return cls(*_ord2ymd(n))

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        if tzinfo is True:
            tzinfo = time.tzinfo
        return cls(date.year, date.month, date.day, time.hour, time.minute, time.second, time.microsecond,
                   tzinfo, fold=time.fold)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        try:
            split = 10 if len(date_string) > 10 and date_string[4:5] == "-" and date_string[5:6] != "W" else None
            if split is None:
                for index in range(7, min(len(date_string), 11)):
                    if not date_string[index].isdigit() and date_string[index] not in "-W":
                        split = index
                        break
            date_part = date_string if split is None else date_string[:split]
            y, m, d = _parse_iso_date(date_part)
            clock = (0, 0, 0, 0, None)
            if split is not None and split < len(date_string):
                clock = _parse_iso_time(date_string[split + 1 :])
        except (ValueError, IndexError):
            raise ValueError(f"Invalid isoformat string: {date_string!r}") from None
        hh, mm, ss, us, offset = clock
        return cls(y, m, d, hh, mm, ss, us, _zone(offset))

    @classmethod
    def strptime(cls, *args, **kwargs):
        from _datetime_format import calendar_date, strptime

        if kwargs:
            raise TypeError("strptime() takes no keyword arguments")
        if len(args) != 2:
            raise TypeError(f"strptime() takes exactly 2 arguments ({len(args)} given)")
        fields = strptime(*args)
        hour = fields.get("H", 0)
        if "I" in fields:
            hour = fields["I"] % 12 + (12 if fields.get("p") == 1 else 0)
        y, m, d = calendar_date(fields, _ymd2ord, _ord2ymd, _is_leap)
        tz = None
        if "z" in fields:
            tz = timezone.utc if fields["z"] == 0 else timezone(timedelta(seconds=fields["z"]))
        return cls(y, m, d, hour, fields.get("M", 0), fields.get("S", 0), fields.get("f", 0), tz)

    def date(self):
        return date(self._year, self._month, self._day)

    def time(self):
        return time(self._hour, self._minute, self._second, self._microsecond, fold=self._fold)

    def timetz(self):
        return time(self._hour, self._minute, self._second, self._microsecond, self._tzinfo, fold=self._fold)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None, **unexpected):
        _only_known_keywords(unexpected, "replace")
        return type(self)(
            self._year if year is None else year,
            self._month if month is None else month,
            self._day if day is None else day,
            self._hour if hour is None else hour,
            self._minute if minute is None else minute,
            self._second if second is None else second,
            self._microsecond if microsecond is None else microsecond,
            self._tzinfo if tzinfo is True else tzinfo,
            fold=self._fold if fold is None else fold,
        )

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.utcoffset(self)
        if offset is not None and not isinstance(offset, timedelta):
            raise TypeError(f"tzinfo.utcoffset() must return None or timedelta, not '{type(offset).__name__}'")
        return offset

    def dst(self):
        return None if self._tzinfo is None else self._tzinfo.dst(self)

    def tzname(self):
        return None if self._tzinfo is None else self._tzinfo.tzname(self)

    def _naive_microseconds(self):
        days = self.toordinal() - _EPOCH_ORDINAL
        seconds = days * 86400 + self._hour * 3600 + self._minute * 60 + self._second
        return seconds * 1000000 + self._microsecond

    def timetuple(self):
        dst = self.dst()
        flag = -1 if dst is None else 1 if dst else 0
        return _time.struct_time((self._year, self._month, self._day, self._hour, self._minute, self._second,
                                  self.weekday(), self._yday(), flag))

    def utctimetuple(self):
        offset = self.utcoffset()
        utc = self - offset if offset else self
        return _time.struct_time((utc._year, utc._month, utc._day, utc._hour, utc._minute, utc._second,
                                  utc.weekday(), utc._yday(), 0))

    def timestamp(self):
        us = self._naive_microseconds()
        offset = self.utcoffset()
        if offset is not None:
            us -= offset._to_microseconds()
        return us / 1000000

    def astimezone(self, tz=None):
        if tz is None:
            tz = timezone.utc
        _check_tzinfo(tz)
        offset = self.utcoffset()
        utc = self.replace(tzinfo=None) if offset is None else (self - offset).replace(tzinfo=None)
        return tz.fromutc(utc.replace(tzinfo=tz))

    def isoformat(self, sep="T", timespec="auto"):
        if not isinstance(sep, str) or len(sep) != 1:
            raise TypeError(f"isoformat() argument 1 must be a unicode character, not {type(sep).__name__}")
        text = f"{self._year:04d}-{self._month:02d}-{self._day:02d}{sep}"
        text += _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        return text + _offset_text(self.utcoffset(), ":")

    def __str__(self):
        return self.isoformat(sep=" ")

    def __repr__(self):
        fields = [self._year, self._month, self._day, self._hour, self._minute, self._second, self._microsecond]
        if fields[-1] == 0:
            del fields[-1]
        if fields[-1] == 0:
            del fields[-1]
        text = f"datetime.{type(self).__qualname__}({', '.join(map(str, fields))})"
        if self._tzinfo is not None:
            text = text[:-1] + f", tzinfo={self._tzinfo!r})"
        if self._fold:
            text = text[:-1] + ", fold=1)"
        return text

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return (f"{_DAYNAMES[weekday]} {_MONTHNAMES[self._month]} {self._day:2d} "
                f"{self._hour:02d}:{self._minute:02d}:{self._second:02d} {self._year:04d}")

    def strftime(self, fmt):
        return _wrap_strftime(self, fmt, self.timetuple())

    def __add__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        us = self._naive_microseconds() + other._to_microseconds()
        days, us = divmod(us, 86400000000)
        ordinal = _EPOCH_ORDINAL + days
        if not 0 < ordinal <= _MAXORDINAL:
            raise OverflowError("date value out of range")
        seconds, us = divmod(us, 1000000)
        hh, rest = divmod(seconds, 3600)
        mm, ss = divmod(rest, 60)
        y, m, d = _ord2ymd(ordinal)
        return type(self)(y, m, d, hh, mm, ss, us, self._tzinfo)

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + -other
        if not isinstance(other, datetime):
            return NotImplemented
        mine, theirs = self.utcoffset(), other.utcoffset()
        if (mine is None) != (theirs is None):
            raise TypeError("can't subtract offset-naive and offset-aware datetimes")
        us = self._naive_microseconds() - other._naive_microseconds()
        if mine is not None and self._tzinfo is not other._tzinfo:
            us -= mine._to_microseconds() - theirs._to_microseconds()
        return timedelta(microseconds=us)

    def _utc_key(self):
        us = self._naive_microseconds()
        offset = self.utcoffset()
        if offset is not None:
            us -= offset._to_microseconds()
        return us

    def _compare(self, other, allow_mixed=False):
        mine, theirs = self.utcoffset(), other.utcoffset()
        if (mine is None) != (theirs is None):
            if allow_mixed:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        if mine is None or self._tzinfo is other._tzinfo:
            return _cmp(self._naive_microseconds(), other._naive_microseconds())
        return _cmp(self._utc_key(), other._utc_key())

    def __eq__(self, other):
        if isinstance(other, datetime):
            return self._compare(other, True) == 0
        if isinstance(other, date):
            return False
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, datetime):
            return self._compare(other) < 0
        if isinstance(other, date):
            raise TypeError("can't compare datetime.datetime to datetime.date")
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, datetime):
            return self._compare(other) <= 0
        if isinstance(other, date):
            raise TypeError("can't compare datetime.datetime to datetime.date")
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, datetime):
            return self._compare(other) > 0
        if isinstance(other, date):
            raise TypeError("can't compare datetime.datetime to datetime.date")
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, datetime):
            return self._compare(other) >= 0
        if isinstance(other, date):
            raise TypeError("can't compare datetime.datetime to datetime.date")
        return NotImplemented

    def __hash__(self):
        return hash(self._utc_key())

    def __reduce__(self):
        fields = (self._year, self._month, self._day, self._hour, self._minute, self._second, self._microsecond)
        return (self.__class__, fields + (self._tzinfo,))


datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)
