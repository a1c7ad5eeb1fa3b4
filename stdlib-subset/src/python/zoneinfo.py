"""IANA time zones, as CPython 3.11's `zoneinfo`.

Zones come from the copy of the IANA database embedded in Garter (no file is read): `TZPATH` is
empty and `reset_tzpath` only records its argument. A zone's TZif data is read natively
(`_garter_zoneinfo`) into transition lists searched here; after the last listed transition
the file's POSIX TZ rule (`_zoneinfo_rule`) decides. As in CPython, `ZoneInfo(key)` returns
the same object for the same key until `clear_cache`, ambiguous and missing local times follow
PEP 495's `fold`, and `dst()` of a daylight saving type is worked out from the neighbouring
standard offsets (TZif files do not record it).
"""

from datetime import datetime, timedelta, tzinfo

import _garter_zoneinfo
from _zoneinfo_rule import PosixRule

__all__ = [
    "ZoneInfo",
    "reset_tzpath",
    "available_timezones",
    "TZPATH",
    "ZoneInfoNotFoundError",
    "InvalidTZPathWarning",
]

TZPATH = ()

_EPOCH_ORDINAL = 719163


class ZoneInfoNotFoundError(KeyError):
    """Exception raised when a ZoneInfo key is not found."""

    __module__ = "zoneinfo._common"


class InvalidTZPathWarning(RuntimeWarning):
    """Warning raised if an invalid path is specified in PYTHONTZPATH."""

    __module__ = "zoneinfo._tzpath"


def reset_tzpath(to=None):
    global TZPATH
    if to is None:
        TZPATH = ()
        return
    if isinstance(to, (str, bytes)):
        raise TypeError(f"tzpaths must be a list or tuple, not {type(to).__name__}: {to!r}")
    paths = tuple(to)
    if not all(isinstance(path, str) and path.startswith("/") for path in paths):
        raise ValueError("tzpaths must be absolute paths")
    TZPATH = paths


def available_timezones():
    """Every key `ZoneInfo` accepts."""
    return set(_garter_zoneinfo.available())


def _check_key(key):
    if not isinstance(key, str):
        raise TypeError(f"expected str, bytes or os.PathLike object, not {type(key).__name__}")
    if key.startswith("/"):
        raise ValueError(f"ZoneInfo keys may not be absolute paths, got: {key}")
    parts = key.split("/")
    if key == "" or "" in parts or "." in parts or (".." in parts and parts[0] != ".."):
        raise ValueError(f"ZoneInfo keys must be normalized relative paths, got: {key}")
    if parts[0] == "..":
        raise ValueError(f"ZoneInfo keys must refer to subdirectories of TZPATH, got: {key}")


class _LocalType:
    """One local time type: its offset from UTC, its daylight saving part, and its name."""

    __slots__ = ("utcoff", "dstoff", "tzname")

    def __init__(self, utcoff, dstoff, tzname):
        self.utcoff = timedelta(seconds=utcoff)
        self.dstoff = timedelta(seconds=dstoff)
        self.tzname = tzname


_NO_TYPE = _LocalType(0, 0, None)
_NO_TYPE.utcoff = _NO_TYPE.dstoff = None


def _dst_seconds(indices, offsets, isdsts):
    """The daylight saving part of each type: a DST type's offset minus that of the standard
    type in force before its first transition to it (or, failing that, after it), an hour when
    neither tells."""
    found = [0] * len(offsets)
    missing = sum(1 for flag in isdsts if flag)
    for i in range(1, len(indices)):
        if not missing:
            break
        kind = indices[i]
        if not isdsts[kind] or found[kind]:
            continue
        amount = 0
        before = indices[i - 1]
        if not isdsts[before]:
            amount = offsets[kind] - offsets[before]
        if not amount and kind < len(offsets) - 1 and i + 1 < len(indices):
            after = indices[i + 1]
            if isdsts[after]:
                continue
            amount = offsets[kind] - offsets[after]
        if amount:
            missing -= 1
            found[kind] = amount
    return [amount or (3600 if flag else 0) for amount, flag in zip(found, isdsts)]


def _wall_times(transitions, kinds, offsets):
    """The local times of the transitions, for fold 0 and fold 1: a transition between two
    offsets happens, on the wall clock, at the later of its two local times for fold 0 and at
    the earlier for fold 1 (so gaps and repeated hours take the offset before it with fold 0)."""
    late, early = [], []
    previous = offsets[0] if len(offsets) > 1 else None
    for moment, kind in zip(transitions, kinds):
        before = offsets[kind] if previous is None else previous
        after = offsets[kind]
        late.append(moment + max(before, after))
        early.append(moment + min(before, after))
        previous = after
    return late, early


def _local_seconds(dt):
    return (dt.toordinal() - _EPOCH_ORDINAL) * 86400 + dt.hour * 3600 + dt.minute * 60 + dt.second


def _bisect_right(items, value):
    low, high = 0, len(items)
    while low < high:
        middle = (low + high) // 2
        if value < items[middle]:
            high = middle
        else:
            low = middle + 1
    return low


class ZoneInfo(tzinfo):
    _cache = {}

    def __new__(cls, key):
        cached = cls._cache.get((cls, key)) if isinstance(key, str) else None
        if cached is not None:
            return cached
        zone = cls._from_key(key)
        zone._from_cache = True
        cls._cache[(cls, key)] = zone
        return zone

    @classmethod
    def no_cache(cls, key):
        zone = cls._from_key(key)
        zone._from_cache = False
        return zone

    @classmethod
    def from_file(cls, fobj, /, key=None):
        data = fobj.read()
        if not isinstance(data, (bytes, bytearray)):
            raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")
        zone = object.__new__(cls)
        zone._key = key
        zone._file_repr = repr(fobj)
        zone._from_cache = False
        zone._load(bytes(data))
        return zone

    @classmethod
    def clear_cache(cls, *, only_keys=None):
        if only_keys is None:
            for entry in [entry for entry in cls._cache if issubclass(entry[0], cls)]:
                del cls._cache[entry]
            return
        for key in only_keys:
            cls._cache.pop((cls, key), None)

    @classmethod
    def _from_key(cls, key):
        _check_key(key)
        data = _garter_zoneinfo.tzdata(key)
        if data is None:
            raise ZoneInfoNotFoundError(f"No time zone found with key {key}")
        zone = object.__new__(cls)
        zone._key = key
        zone._file_repr = None
        zone._load(data)
        return zone

    @classmethod
    def _unpickle(cls, key, from_cache):
        return cls(key) if from_cache else cls.no_cache(key)

    def _load(self, data):
        transitions, kinds, offsets, isdsts, names, footer = _garter_zoneinfo.parse(data)
        dsts = _dst_seconds(kinds, offsets, isdsts)
        types = [_LocalType(offset, dst, name) for offset, dst, name in zip(offsets, dsts, names)]
        self._transitions = transitions
        self._types_after = [types[kind] for kind in kinds]
        self._walls = _wall_times(transitions, kinds, offsets)
        self._type_before = next((types[i] for i, flag in enumerate(isdsts) if not flag), types[0])
        self._rule = None
        self._rule_types = None
        if footer:
            rule = PosixRule(footer)
            std = _LocalType(rule.std_offset, 0, rule.std_name)
            dst = _LocalType(rule.dst_offset, rule.dst_offset - rule.std_offset, rule.dst_name)
            self._rule = rule
            self._rule_types = (std, dst)
        last = self._types_after[-1] if transitions else self._type_before
        if not transitions and (self._rule is None or self._rule.dst_name is None):
            self._fixed = self._rule_types[0] if self._rule is not None else last
        else:
            self._fixed = None
        self._last = last

    @property
    def key(self):
        return self._key

    def _type_at(self, dt):
        if dt is None:
            return self._fixed if self._fixed is not None else _NO_TYPE
        if not isinstance(dt, datetime):
            raise TypeError("utcoffset() argument must be a datetime instance or None")
        if self._fixed is not None:
            return self._fixed
        seconds = _local_seconds(dt)
        walls = self._walls[1 if dt.fold else 0]
        index = _bisect_right(walls, seconds)
        if index == 0 and walls:
            return self._type_before
        if index == len(walls) and self._rule is not None:
            return self._rule_types[1 if self._rule.is_dst_local(seconds, dt.year, dt.fold) else 0]
        return self._types_after[index - 1] if walls else self._last

    def utcoffset(self, dt):
        return self._type_at(dt).utcoff

    def dst(self, dt):
        return self._type_at(dt).dstoff

    def tzname(self, dt):
        return self._type_at(dt).tzname

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc() requires a datetime argument")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        if self._fixed is not None:
            return dt + self._fixed.utcoff
        seconds = _local_seconds(dt)
        transitions = self._transitions
        index = _bisect_right(transitions, seconds)
        fold = 0
        if index == len(transitions) and self._rule is not None:
            is_dst, fold = self._rule.from_utc(seconds, dt.year)
            kind = self._rule_types[1 if is_dst else 0]
        elif index == 0:
            kind = self._type_before
        else:
            kind = self._types_after[index - 1]
            previous = self._types_after[index - 2] if index > 1 else self._type_before
            shift = int((previous.utcoff - kind.utcoff).total_seconds())
            fold = 1 if shift > seconds - transitions[index - 1] else 0
        result = dt + kind.utcoff
        return result.replace(fold=1) if fold else result

    def __str__(self):
        return self._key if self._key is not None else repr(self)

    def __repr__(self):
        name = "zoneinfo.ZoneInfo" if type(self) is ZoneInfo else type(self).__name__
        if self._key is not None:
            return f"{name}(key={self._key!r})"
        return f"{name}.from_file({self._file_repr})"

    def __reduce__(self):
        if self._key is None:
            raise TypeError("cannot pickle a ZoneInfo made by from_file() without a key")
        return (type(self)._unpickle, (self._key, self._from_cache))
