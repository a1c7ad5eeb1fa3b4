"""The garbage collector's interface.

Garter's collector is a tracing mark-and-sweep over the whole heap (there are no generations
and no reference counts): `collect()` runs it at once, then the callbacks of the weak
references it cleared, and returns the number of objects it freed. The collector also runs by
itself as memory is allocated, and always before the memory limit is declared exceeded, so
`disable()` only changes what `isenabled()` reports. The heap's objects are not listed
(`get_objects`, `get_referrers` and `get_referents` raise `NotImplementedError`).
"""

import _garter_weakref as _w

DEBUG_STATS = 1
DEBUG_COLLECTABLE = 2
DEBUG_UNCOLLECTABLE = 4
DEBUG_SAVEALL = 32
DEBUG_LEAK = 38

garbage = []
callbacks = []

_enabled = True
_debug = 0
_threshold = (700, 10, 10)
_collections = 0
_collected = 0


def collect(generation=2):
    """Run the garbage collector; return the number of objects it freed."""
    global _collections, _collected
    if not isinstance(generation, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(generation).__name__)
    if generation < 0 or generation > 2:
        raise ValueError("invalid generation")
    for callback in list(callbacks):
        callback("start", {"generation": generation, "collected": 0, "uncollectable": 0})
    freed = _w.collect(False) or 0
    _collections += 1
    _collected += freed
    for callback in list(callbacks):
        callback("stop", {"generation": generation, "collected": freed, "uncollectable": 0})
    return freed


def enable():
    """Enable automatic garbage collection."""
    global _enabled
    _enabled = True


def disable():
    """Disable automatic garbage collection (Garter's still runs before memory runs out)."""
    global _enabled
    _enabled = False


def isenabled():
    """Returns true if automatic garbage collection is enabled."""
    return _enabled


def set_debug(flags):
    """Set the garbage collection debugging flags (Garter prints no statistics)."""
    global _debug
    _debug = flags.__index__()


def get_debug():
    """Get the garbage collection debugging flags."""
    return _debug


def set_threshold(threshold0, threshold1=None, threshold2=None, /):
    """Set the collection thresholds (kept for get_threshold(); Garter collects by bytes)."""
    global _threshold
    values = list(_threshold)
    for index, value in enumerate((threshold0, threshold1, threshold2)):
        if value is not None:
            values[index] = value.__index__()
    _threshold = tuple(values)


def get_threshold():
    """Return the current collection thresholds."""
    return _threshold


def get_count():
    """Return a three-tuple of the current collection counts."""
    return (0, 0, 0)


def get_stats():
    """Return a list of dictionaries containing per-generation statistics."""
    return [
        {"collections": 0, "collected": 0, "uncollectable": 0},
        {"collections": 0, "collected": 0, "uncollectable": 0},
        {"collections": _collections, "collected": _collected, "uncollectable": 0},
    ]


def is_tracked(obj, /):
    """Returns true if the object is tracked by the garbage collector (a container)."""
    if obj is None or isinstance(obj, (int, float, complex, str, bytes, bool, range)):
        return False
    if type(obj) is dict:
        return any(is_tracked(k) or is_tracked(v) for k, v in obj.items())
    return True


def is_finalized(obj, /):
    """Returns true if the object has been already finalized by the GC."""
    return False


def freeze():
    """Freeze all current tracked objects (nothing to do in Garter)."""


def unfreeze():
    """Unfreeze all objects in the permanent generation."""


def get_freeze_count():
    """Return the number of objects in the permanent generation."""
    return 0


def _not_listed(name):
    def refuse(*objs):
        raise NotImplementedError("gc.%s() is not available in Garter: the heap's objects are not listed" % name)
    refuse.__name__ = name
    return refuse


get_objects = _not_listed("get_objects")
get_referrers = _not_listed("get_referrers")
get_referents = _not_listed("get_referents")
