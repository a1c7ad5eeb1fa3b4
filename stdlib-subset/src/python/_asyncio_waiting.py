"""asyncio's waiting combinators and timeouts (3.11 asyncio.tasks and asyncio.timeouts):
shield, wait, wait_for, as_completed, Timeout, timeout and timeout_at."""

from asyncio import (
    ALL_COMPLETED,
    FIRST_COMPLETED,
    FIRST_EXCEPTION,
    CancelledError,
    _ensure_future,
    _get_loop,
    current_task,
    get_event_loop,
    get_running_loop,
    iscoroutine,
    isfuture,
)
from _asyncio_queues import Queue

# What is defined here shows `asyncio` as its `__module__`, as the rest of asyncio does.
__name__ = "asyncio"


def shield(arg):
    """Wait for arg, protecting it from the awaiting task's cancellation."""
    inner = _ensure_future(arg)
    if inner.done():
        return inner
    loop = _get_loop(inner)
    outer = loop.create_future()

    def _inner_done_callback(inner):
        if outer.cancelled():
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def _outer_done_callback(outer):
        if not inner.done():
            inner.remove_done_callback(_inner_done_callback)

    inner.add_done_callback(_inner_done_callback)
    outer.add_done_callback(_outer_done_callback)
    return outer


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


def _distinct(items):
    # CPython uses set(fs); keep the first occurrence order instead.
    return list(dict.fromkeys(items))


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    """Wait for futures/tasks; return the (done, pending) sets."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f'expect a list of futures, not {type(fs).__name__}')
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f'Invalid return_when value: {return_when}')
    fs = _distinct(fs)
    if any(iscoroutine(f) for f in fs):
        raise TypeError('Passing coroutines is forbidden, use tasks explicitly.')
    loop = get_running_loop()
    return await _wait(fs, timeout, return_when, loop)


async def _wait(fs, timeout, return_when, loop):
    waiter = loop.create_future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    counter = len(fs)

    def _on_completion(f):
        nonlocal counter
        counter -= 1
        if (counter <= 0 or return_when == FIRST_COMPLETED or
                return_when == FIRST_EXCEPTION and (
                    not f.cancelled() and f.exception() is not None)):
            if timeout_handle is not None:
                timeout_handle.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(_on_completion)
    try:
        await waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in fs:
            f.remove_done_callback(_on_completion)
    done, pending = set(), set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


async def wait_for(fut, timeout):
    """Wait for one awaitable with a timeout; cancel it and raise
    TimeoutError when the timeout expires (3.11 algorithm)."""
    loop = get_running_loop()
    if timeout is None:
        return await fut
    if timeout <= 0:
        fut = _ensure_future(fut, loop=loop)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut, loop=loop)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc

    waiter = loop.create_future()
    timeout_handle = loop.call_later(timeout, _release_waiter, waiter)

    def cb(f):
        _release_waiter(waiter)

    fut = _ensure_future(fut, loop=loop)
    fut.add_done_callback(cb)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(cb)
            # The inner task must not outlive wait_for (bpo-32751).
            await _cancel_and_wait(fut, loop=loop)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(cb)
        await _cancel_and_wait(fut, loop=loop)
        try:
            return fut.result()  # cancellation may have been refused
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        timeout_handle.cancel()


async def _cancel_and_wait(fut, loop):
    waiter = loop.create_future()

    def cb(f):
        _release_waiter(waiter)

    fut.add_done_callback(cb)
    try:
        fut.cancel()
        # Wait on a separate future so this stays reliably cancellable.
        await waiter
    finally:
        fut.remove_done_callback(cb)


def as_completed(fs, *, timeout=None):
    """Iterator of coroutines yielding results in completion order."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f'expect an iterable of futures, not {type(fs).__name__}')
    done = Queue()
    loop = get_event_loop()
    todo = {}  # ordered set of the futures still running
    for f in _distinct(fs):
        todo[_ensure_future(f, loop=loop)] = None
    timeout_handle = None

    def _on_timeout():
        for f in todo:
            f.remove_done_callback(_on_completion)
            done.put_nowait(None)  # a dummy that makes _wait_for_one raise
        todo.clear()

    def _on_completion(f):
        if not todo:
            return  # _on_timeout() came first
        del todo[f]
        done.put_nowait(f)
        if not todo and timeout_handle is not None:
            timeout_handle.cancel()

    async def _wait_for_one():
        f = await done.get()
        if f is None:
            raise TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(_on_completion)
    if todo and timeout is not None:
        timeout_handle = loop.call_later(timeout, _on_timeout)
    for _ in range(len(todo)):
        yield _wait_for_one()


# ----------------------------------------------------------------------------
# Timeouts (3.11 asyncio.timeouts).

class Timeout:
    """Async context manager cancelling its block at a deadline; the
    cancellation surfaces as TimeoutError."""
    __module__ = 'asyncio.timeouts'

    def __init__(self, when):
        self._state = 'created'
        self._timeout_handler = None
        self._task = None
        self._when = when

    def when(self):
        return self._when

    def reschedule(self, when):
        if self._state != 'active':
            if self._state == 'created':
                raise RuntimeError('Timeout has not been entered')
            raise RuntimeError(f'Cannot change state of {self._state} Timeout')
        self._when = when
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        if when is None:
            self._timeout_handler = None
        else:
            loop = get_running_loop()
            if when <= loop.time():
                self._timeout_handler = loop.call_soon(self._on_timeout)
            else:
                self._timeout_handler = loop.call_at(when, self._on_timeout)

    def expired(self):
        return self._state in ('expiring', 'expired')

    def __repr__(self):
        info = ''
        if self._state == 'active':
            when = round(self._when, 3) if self._when is not None else None
            info = f' when={when}'
        return f'<Timeout [{self._state}]{info}>'

    async def __aenter__(self):
        if self._state != 'created':
            raise RuntimeError('Timeout has already been entered')
        task = current_task()
        if task is None:
            raise RuntimeError('Timeout should be used inside a task')
        self._state = 'active'
        self._task = task
        self._cancelling = task.cancelling()
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state == 'expiring':
            self._state = 'expired'
            if (self._task.uncancel() <= self._cancelling and
                    exc_type is CancelledError):
                # No other cancel request is pending: it was ours.
                raise TimeoutError from exc_val
        elif self._state == 'active':
            self._state = 'finished'
        return None

    def _on_timeout(self):
        self._task.cancel()
        self._state = 'expiring'
        self._timeout_handler = None


def timeout(delay):
    """Timeout context manager expiring `delay` seconds from now (None: never)."""
    loop = get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


def timeout_at(when):
    """Timeout context manager expiring at loop time `when` (None: never)."""
    return Timeout(when)
