"""Bisection algorithms over sorted sequences, as CPython 3.11's bisect module."""

from operator import index as _index


_MAXSIZE = (1 << 63) - 1


def _bounds(a, lo, hi):
    # As CPython's C version: lo and hi are C integers, and hi of -1 (or None) means len(a).
    lo = _index(lo)
    if not -_MAXSIZE - 1 <= lo <= _MAXSIZE:
        raise OverflowError("Python int too large to convert to C ssize_t")
    if lo < 0:
        raise ValueError("lo must be non-negative")
    if hi is None:
        return lo, len(a)
    try:
        hi = _index(hi)
    except TypeError:
        raise TypeError(f"argument should be integer or None, not '{type(hi).__name__}'") from None
    if not -_MAXSIZE - 1 <= hi <= _MAXSIZE:
        raise OverflowError("cannot fit 'int' into an index-sized integer")
    return lo, len(a) if hi == -1 else hi


def bisect_right(a, x, lo=0, hi=None, *, key=None):
    lo, hi = _bounds(a, lo, hi)
    while lo < hi:
        mid = (lo + hi) // 2
        if x < (a[mid] if key is None else key(a[mid])):
            hi = mid
        else:
            lo = mid + 1
    return lo


def bisect_left(a, x, lo=0, hi=None, *, key=None):
    lo, hi = _bounds(a, lo, hi)
    while lo < hi:
        mid = (lo + hi) // 2
        if (a[mid] if key is None else key(a[mid])) < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


def insort_right(a, x, lo=0, hi=None, *, key=None):
    a.insert(bisect_right(a, x if key is None else key(x), lo, hi, key=key), x)


def insort_left(a, x, lo=0, hi=None, *, key=None):
    a.insert(bisect_left(a, x if key is None else key(x), lo, hi, key=key), x)


bisect = bisect_right
insort = insort_right
