"""`concurrent.futures` in a sandbox without threads or processes: `ThreadPoolExecutor` and
`ProcessPoolExecutor` run each submitted call at once, in the submitting program, and hand
back a finished `Future` (its exception kept for `result()`), so `submit`, `map`,
`as_completed` and `wait` give the results CPython's pools give, in submission order. A call
that pauses for a host tool pauses the whole program, as any call does. `Future` also works
by hand (`set_result`, `set_exception`, callbacks)."""

import collections

FIRST_COMPLETED = "FIRST_COMPLETED"
FIRST_EXCEPTION = "FIRST_EXCEPTION"
ALL_COMPLETED = "ALL_COMPLETED"

_PENDING = "PENDING"
_RUNNING = "RUNNING"
_CANCELLED = "CANCELLED"
_CANCELLED_AND_NOTIFIED = "CANCELLED_AND_NOTIFIED"
_FINISHED = "FINISHED"

_STATE_TO_DESCRIPTION_MAP = {
    _PENDING: "pending",
    _RUNNING: "running",
    _CANCELLED: "cancelled",
    _CANCELLED_AND_NOTIFIED: "cancelled",
    _FINISHED: "finished",
}


class Error(Exception):
    """Base class for all future-related exceptions."""

    __module__ = "concurrent.futures._base"


class CancelledError(Error):
    """The Future was cancelled."""

    __module__ = "concurrent.futures._base"


TimeoutError = TimeoutError


class InvalidStateError(Error):
    """The operation is not allowed in this state."""

    __module__ = "concurrent.futures._base"


class BrokenExecutor(RuntimeError):
    """Raised when an executor has become non-functional."""

    __module__ = "concurrent.futures._base"


class Future:
    """The result of a call: pending, cancelled, or finished with a value or an exception."""

    __module__ = "concurrent.futures._base"

    def __init__(self):
        self._state = _PENDING
        self._result = None
        self._exception = None
        self._done_callbacks = []

    def _invoke_callbacks(self):
        for callback in self._done_callbacks:
            try:
                callback(self)
            except Exception:
                import logging
                logging.getLogger("concurrent.futures").exception("exception calling callback for %r", self)

    def __repr__(self):
        if self._state == _FINISHED:
            if self._exception:
                return "<%s at %#x state=%s raised %s>" % (
                    self.__class__.__name__, id(self), _STATE_TO_DESCRIPTION_MAP[self._state],
                    self._exception.__class__.__name__)
            return "<%s at %#x state=%s returned %s>" % (
                self.__class__.__name__, id(self), _STATE_TO_DESCRIPTION_MAP[self._state],
                self._result.__class__.__name__)
        return "<%s at %#x state=%s>" % (self.__class__.__name__, id(self), _STATE_TO_DESCRIPTION_MAP[self._state])

    def cancel(self):
        """Cancels the future if it has not run yet; returns whether it is cancelled."""
        if self._state in (_RUNNING, _FINISHED):
            return False
        if self._state in (_CANCELLED, _CANCELLED_AND_NOTIFIED):
            return True
        self._state = _CANCELLED
        self._invoke_callbacks()
        return True

    def cancelled(self):
        """Whether the future was cancelled."""
        return self._state in (_CANCELLED, _CANCELLED_AND_NOTIFIED)

    def running(self):
        """Whether the call is running."""
        return self._state == _RUNNING

    def done(self):
        """Whether the future was cancelled or finished."""
        return self._state in (_CANCELLED, _CANCELLED_AND_NOTIFIED, _FINISHED)

    def _unfinished(self, timeout):
        # Nothing else can finish a future while the program waits for it: CPython would wait
        # for ever (or until the timeout).
        if timeout is not None:
            return TimeoutError()
        return InvalidStateError("%s: the future can never finish: nothing else runs while the program waits for it"
                                 % self._state)

    def result(self, timeout=None):
        """The call's return value; raises its exception, or CancelledError."""
        if self._state in (_CANCELLED, _CANCELLED_AND_NOTIFIED):
            raise CancelledError()
        if self._state != _FINISHED:
            raise self._unfinished(timeout)
        if self._exception:
            try:
                raise self._exception
            finally:
                self = None
        return self._result

    def exception(self, timeout=None):
        """The exception the call raised, or None."""
        if self._state in (_CANCELLED, _CANCELLED_AND_NOTIFIED):
            raise CancelledError()
        if self._state != _FINISHED:
            raise self._unfinished(timeout)
        return self._exception

    def add_done_callback(self, fn):
        """Calls `fn(future)` once the future is done (at once if it is)."""
        if not self.done():
            self._done_callbacks.append(fn)
            return
        try:
            fn(self)
        except Exception:
            import logging
            logging.getLogger("concurrent.futures").exception("exception calling callback for %r", self)

    def set_running_or_notify_cancel(self):
        """Marks the future running, or returns False if it was cancelled."""
        if self._state == _CANCELLED:
            self._state = _CANCELLED_AND_NOTIFIED
            return False
        if self._state == _PENDING:
            self._state = _RUNNING
            return True
        raise RuntimeError("Future in unexpected state")

    def set_result(self, result):
        """Finishes the future with `result`."""
        if self._state in (_CANCELLED, _CANCELLED_AND_NOTIFIED, _FINISHED):
            raise InvalidStateError("{}: {!r}".format(self._state, self))
        self._result = result
        self._state = _FINISHED
        self._invoke_callbacks()

    def set_exception(self, exception):
        """Finishes the future with `exception`."""
        if self._state in (_CANCELLED, _CANCELLED_AND_NOTIFIED, _FINISHED):
            raise InvalidStateError("{}: {!r}".format(self._state, self))
        self._exception = exception
        self._state = _FINISHED
        self._invoke_callbacks()

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


class Executor:
    """The executor interface: `submit`, `map`, `shutdown`, and use as a context manager."""

    __module__ = "concurrent.futures._base"

    def submit(self, fn, /, *args, **kwargs):
        raise NotImplementedError()

    def map(self, fn, *iterables, timeout=None, chunksize=1):
        """Calls `fn` on the items of `iterables` in turn; the results come in order."""
        futures = [self.submit(fn, *args) for args in zip(*iterables)]

        def result_iterator():
            for future in futures:
                yield future.result()
        return result_iterator()

    def shutdown(self, wait=True, *, cancel_futures=False):
        pass

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.shutdown(wait=True)
        return False


class _ImmediateExecutor(Executor):
    """An executor that runs each call when it is submitted."""

    def __init__(self, max_workers=None, initializer=None, initargs=()):
        if max_workers is not None and max_workers <= 0:
            raise ValueError("max_workers must be greater than 0")
        if initializer is not None and not callable(initializer):
            raise TypeError("initializer must be a callable")
        self._max_workers = max_workers
        self._initializer = initializer
        self._initargs = initargs
        self._initialized = False
        self._broken = False
        self._shutdown = False

    def submit(self, fn, /, *args, **kwargs):
        """Runs `fn(*args, **kwargs)` now; returns its finished Future."""
        if self._broken:
            raise self._broken_error(self._broken)
        if self._shutdown:
            raise RuntimeError("cannot schedule new futures after shutdown")
        if not self._initialized and self._initializer is not None:
            self._initialized = True
            try:
                self._initializer(*self._initargs)
            except BaseException:
                self._broken = "A child process terminated abruptly, the process pool is not usable anymore" \
                    if isinstance(self, ProcessPoolExecutor) else \
                    "A thread initializer failed, the thread pool is not usable anymore"
                raise self._broken_error(self._broken)
        future = Future()
        future.set_running_or_notify_cancel()
        try:
            result = fn(*args, **kwargs)
        except BaseException as exc:
            future.set_exception(exc)
        else:
            future.set_result(result)
        return future

    def _broken_error(self, message):
        return BrokenExecutor(message)

    def shutdown(self, wait=True, *, cancel_futures=False):
        """Refuses later submissions."""
        self._shutdown = True


class ThreadPoolExecutor(_ImmediateExecutor):
    """A thread pool whose calls run at once, in turn (Garter has no threads)."""

    __module__ = "concurrent.futures.thread"

    def __init__(self, max_workers=None, thread_name_prefix="", initializer=None, initargs=()):
        super().__init__(max_workers, initializer, initargs)
        self._thread_name_prefix = thread_name_prefix or "ThreadPoolExecutor-0"


class ProcessPoolExecutor(_ImmediateExecutor):
    """A process pool whose calls run at once, in turn, in the program itself (Garter has no
    processes)."""

    __module__ = "concurrent.futures.process"

    def __init__(self, max_workers=None, mp_context=None, initializer=None, initargs=(), *,
                 max_tasks_per_child=None):
        super().__init__(max_workers, initializer, initargs)


DoneAndNotDoneFutures = collections.namedtuple("DoneAndNotDoneFutures", "done not_done")


def as_completed(fs, timeout=None):
    """Yields the futures of `fs` as they finish: the finished ones first, in the order given."""
    fs = list(dict.fromkeys(fs))
    pending = []
    for future in fs:
        if future.done():
            yield future
        else:
            pending.append(future)
    if pending:
        raise TimeoutError("%d (of %d) futures unfinished" % (len(pending), len(fs)))


def wait(fs, timeout=None, return_when=ALL_COMPLETED):
    """Splits `fs` into the done futures and the others (which nothing else can finish)."""
    fs = set(fs)
    done = {f for f in fs if f.done()}
    return DoneAndNotDoneFutures(done, fs - done)


__all__ = (
    "FIRST_COMPLETED", "FIRST_EXCEPTION", "ALL_COMPLETED", "CancelledError", "TimeoutError",
    "BrokenExecutor", "Future", "Executor", "wait", "as_completed", "ProcessPoolExecutor",
    "ThreadPoolExecutor",
)
