"""The time module of a sandbox without a clock: `sleep` returns at once (the program's time is
virtual, as in asyncio), while `time`, `monotonic`, `perf_counter` and the calendar functions,
which would read the host's clock, raise PermissionError until the host grants one."""


def _no_clock(name):
    return PermissionError(f"time.{name}() needs the current time, but this sandbox has no clock (the host has not granted one)")


def sleep(secs):
    if not isinstance(secs, (int, float)):
        raise TypeError(f"'{type(secs).__name__}' object cannot be interpreted as an integer")
    if secs < 0:
        raise ValueError("sleep length must be non-negative")


def time():
    raise _no_clock("time")


def time_ns():
    raise _no_clock("time_ns")


def monotonic():
    raise _no_clock("monotonic")


def monotonic_ns():
    raise _no_clock("monotonic_ns")


def perf_counter():
    raise _no_clock("perf_counter")


def perf_counter_ns():
    raise _no_clock("perf_counter_ns")


def process_time():
    raise _no_clock("process_time")


def localtime(secs=None):
    raise _no_clock("localtime")


def gmtime(secs=None):
    raise _no_clock("gmtime")


def strftime(format, t=None):
    raise _no_clock("strftime")


timezone = 0
altzone = 0
daylight = 0
tzname = ("UTC", "UTC")
